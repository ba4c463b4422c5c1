# target aarch64-unknown-linux-gnu (-C target-feature=+lse), release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	mov     w8, wzr
	mov     w9, #0x1
	casa    w8, w9, [x0]
	cbnz    w8, .L0
	ret
.L0:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== hintlock_probe_try_lock
	mov     w9, wzr
	mov     w8, #0x1
	casa    w9, w8, [x0]
	cbnz    w9, .L2
.L0:
	mov     w0, w8
	ret
.L1:
	mov     w11, w9
	orr     w10, w9, #0x1
	casa    w11, w10, [x0]
	cmp     w11, w9
	mov     w9, w11
	b.eq    .L0
.L2:
	tst     w9, #0x1
	cset    w8, eq
	tbz     w9, #0, .L1
	b       .L0

== hintlock_probe_unlock
	mov     w9, #0x1
	mov     w8, wzr
	casl    w9, w8, [x0]
	cmp     w9, #0x1
	b.ne    .L0
	ret
.L0:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	sub     sp, sp, #0x80
	stp     x29, x30, [sp, #32]
	stp     x28, x27, [sp, #48]
	stp     x26, x25, [sp, #64]
	stp     x24, x23, [sp, #80]
	stp     x22, x21, [sp, #96]
	stp     x20, x19, [sp, #112]
	add     x29, sp, #0x20
	mov     w10, #0xca00
	ldr     w25, [x0]
	mov     w20, #0xca00
	mov     w23, #0xca00
	mov     x19, x0
	mov     w28, wzr
	mov     w21, wzr
	movk    w10, #0x3b9a, lsl #16
	mov     w26, #0xfffffffd
	mov     w27, #0x5
	movk    w20, #0x3b9a, lsl #16
	movk    w23, #0x3b9a, lsl #16
.L0:
	mov     w22, wzr
.L1:
	tbz     w22, #0, .L10
.L2:
	mov     w24, w25
	tbz     w21, #0, .L4
.L3:
	tbnz    w24, #0, .L5
	sub     w8, w24, #0xf
	cmp     w8, #0x10
	csel    w9, w27, w26, cc
	and     w8, w9, w8
	mov     w9, w24
	casa    w9, w8, [x19]
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L3
	b       .L35
.L4:
	tbnz    w24, #0, .L5
	and     w8, w24, #0xfffffffc
	mov     w9, w24
	orr     w8, w8, #0x1
	casa    w9, w8, [x19]
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L4
	b       .L35
.L5:
	and     w8, w24, #0x4
	and     w8, w21, w8, lsr #2
	tbz     w8, #0, .L18
	and     w8, w24, #0xfffffffb
	and     w9, w24, #0x3
	sub     w8, w8, #0x10
	cmp     w8, #0x10
	csel    w25, w9, w8, cc
	cmp     w23, w10
	b.ne    .L7
.L6:
	and     w21, w25, #0xfffffff1
	b       .L9
.L7:
	ldr     x8, [sp, #8]
	add     x0, sp, #0x10
	and     w21, w25, #0xfffffff9
	str     w23, [sp, #24]
	str     x8, [sp, #16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L8
	mov     w10, #0xca00
	movk    w10, #0x3b9a, lsl #16
	b       .L9
.L8:
	mov     w8, #0xa11f
	mov     w10, #0xca00
	movk    w8, #0x7, lsl #16
	movk    w10, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ls    .L6
.L9:
	mov     w25, w24
	casa    w25, w21, [x19]
	cmp     w25, w24
	mov     w21, #0x1
	b.ne    .L2
	b       .L35
.L10:
	tbz     w21, #0, .L12
.L11:
	tbnz    w25, #0, .L13
	sub     w8, w25, #0xf
	cmp     w8, #0x10
	csel    w9, w27, w26, cc
	and     w8, w9, w8
	mov     w9, w25
	casa    w9, w8, [x19]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L11
	b       .L35
.L12:
	tbnz    w25, #0, .L13
	mov     w9, w25
	orr     w8, w25, #0x1
	casa    w9, w8, [x19]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L12
	b       .L35
.L13:
	and     w8, w25, #0x4
	and     w8, w21, w8, lsr #2
	tbz     w8, #0, .L19
	and     w8, w25, #0xfffffffb
	and     w9, w25, #0x3
	sub     w8, w8, #0x10
	cmp     w8, #0x10
	csel    w24, w9, w8, cc
	cmp     w23, w10
	b.ne    .L15
.L14:
	and     w21, w24, #0xfffffff1
	b       .L17
.L15:
	ldr     x8, [sp, #8]
	add     x0, sp, #0x10
	and     w21, w24, #0xfffffff9
	str     w23, [sp, #24]
	str     x8, [sp, #16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L16
	mov     w10, #0xca00
	movk    w10, #0x3b9a, lsl #16
	b       .L17
.L16:
	mov     w8, #0xa11f
	mov     w10, #0xca00
	movk    w8, #0x7, lsl #16
	movk    w10, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ls    .L14
.L17:
	mov     w8, w25
	casa    w8, w21, [x19]
	cmp     w8, w25
	mov     w21, #0x1
	mov     w25, w8
	b.ne    .L10
	b       .L35
.L18:
	mov     w25, w24
.L19:
	tbnz    w21, #0, .L22
	and     w8, w25, #0xc
	cbnz    w8, .L22
	cbz     w28, .L20
	add     w28, w28, #0x1
	and     w8, w28, #0xf
	cmp     w8, #0x1
	b.eq    .L21
	mov     w10, #0xca00
	movk    w10, #0x3b9a, lsl #16
	b       .L28
.L20:
	bl      <hintlock::spin::policy::multi_cpu>
	tbz     w0, #0, .L27
	mov     w28, #0x1
.L21:
	bl      <<std::time::Instant>::now>
	mov     w8, #0xca00
	str     w1, [sp, #24]
	movk    w8, #0x3b9a, lsl #16
	str     x0, [sp, #16]
	cmp     w20, w8
	csel    w20, w1, w20, eq
	ldr     x1, [sp]
	mov     w2, w20
	csel    x1, x0, x1, eq
	add     x0, sp, #0x10
	str     x1, [sp]
	bl      <<std::time::Instant>::duration_since>
	mov     w10, #0xca00
	mov     w11, #0xf9f
	movk    w10, #0x3b9a, lsl #16
	mul     x8, x0, x10
	umulh   x9, x0, x10
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x11, x8
	ngcs    xzr, x9
	b.cs    .L28
.L22:
	and     w8, w25, #0xfffffffd
	tst     w21, #0x1
	add     w9, w8, #0x10
	csel    w24, w8, w9, ne
	cmp     w23, w10
	b.eq    .L26
.L23:
	ldr     x8, [sp, #8]
	add     x0, sp, #0x10
	str     w23, [sp, #24]
	str     x8, [sp, #16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L24
	orr     w24, w24, #0x8
	b       .L25
.L24:
	mov     w9, #0xa11f
	orr     w8, w24, #0x8
	movk    w9, #0x7, lsl #16
	cmp     w1, w9
	csel    w24, w8, w24, hi
.L25:
	mov     w10, #0xca00
	movk    w10, #0x3b9a, lsl #16
.L26:
	cmp     w24, w25
	b.eq    .L32
	mov     w8, w25
	cas     w8, w24, [x19]
	cmp     w8, w25
	mov     w25, w8
	b.ne    .L1
	b       .L33
.L27:
	mov     w10, #0xca00
	mov     w28, wzr
	movk    w10, #0x3b9a, lsl #16
	and     w8, w25, #0xfffffffd
	tst     w21, #0x1
	add     w9, w8, #0x10
	csel    w24, w8, w9, ne
	cmp     w23, w10
	b.ne    .L23
	b       .L26
.L28:
	tbz     w22, #0, .L31
.L29:
	mov     w22, #0x1
.L30:
	isb
	ldr     w25, [x19]
	mov     w21, wzr
	b       .L1
.L31:
	cmp     w25, #0x10
	mov     w22, wzr
	b.cc    .L30
	tbnz    w25, #1, .L30
	orr     w8, w25, #0x2
	mov     w9, w25
	mov     w21, wzr
	cas     w9, w8, [x19]
	mov     w22, wzr
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L1
	b       .L29
.L32:
	mov     w24, w25
.L33:
	cmp     w23, w10
	b.ne    .L34
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w23, w1
.L34:
	mov     w3, #0xca00
	mov     x0, x19
	mov     w1, w24
	movk    w3, #0x3b9a, lsl #16
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	ldr     w25, [x19]
	mov     w10, #0xca00
	mov     w21, #0x1
	movk    w10, #0x3b9a, lsl #16
	b       .L0
.L35:
	ldp     x20, x19, [sp, #112]
	ldp     x22, x21, [sp, #96]
	ldp     x24, x23, [sp, #80]
	ldp     x26, x25, [sp, #64]
	ldp     x28, x27, [sp, #48]
	ldp     x29, x30, [sp, #32]
	add     sp, sp, #0x80
	ret

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow
	ldr     w9, [x0]
	mov     w8, #0xfffffff6
	b       .L1
.L0:
	mov     w11, w9
	and     w10, w9, #0xe
	casl    w11, w10, [x0]
	cmp     w11, w9
	mov     w9, w11
	b.eq    .L5
.L1:
	cmp     w9, #0xf
	b.ls    .L0
	tbnz    w9, #3, .L2
	and     w10, w9, #0x2
	and     w11, w9, w8
	eor     w12, w10, #0x2
	orr     w11, w12, w11
	mov     w12, w9
	casl    w12, w11, [x0]
	cmp     w12, w9
	mov     w9, w12
	b.ne    .L1
	b       .L3
.L2:
	mov     w11, w9
	orr     w10, w9, #0x4
	casl    w11, w10, [x0]
	cmp     w11, w9
	mov     w9, w11
	b.ne    .L1
	b       .L4
.L3:
	cbnz    w10, .L5
.L4:
	mov     w1, #0x1
	mov     w2, #0x80
	b       <hintlock::futex::linux::wake>
.L5:
	ret
