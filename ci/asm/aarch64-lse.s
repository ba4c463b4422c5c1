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
	mov     w2, #0xca00
	movk    w2, #0x3b9a, lsl #16
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
	mov     w1, wzr
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	sub     sp, sp, #0x90
	stp     x29, x30, [sp, #48]
	stp     x28, x27, [sp, #64]
	stp     x26, x25, [sp, #80]
	stp     x24, x23, [sp, #96]
	stp     x22, x21, [sp, #112]
	stp     x20, x19, [sp, #128]
	add     x29, sp, #0x30
	stur    w2, [x29, #-20]
	mov     x21, x0
	mov     w10, #0xca00
	str     x1, [sp, #16]
	mov     w22, #0xca00
	mov     w25, #0xca00
	ldr     w27, [x0]
	mov     w24, wzr
	mov     w0, wzr
	movk    w10, #0x3b9a, lsl #16
	mov     w28, #0xfffffffd
	mov     w23, #0x5
	movk    w22, #0x3b9a, lsl #16
	movk    w25, #0x3b9a, lsl #16
.L0:
	mov     w26, wzr
.L1:
	tbz     w26, #0, .L10
.L2:
	mov     w20, w27
	tbz     w0, #0, .L4
.L3:
	tbnz    w20, #0, .L5
	sub     w8, w20, #0xf
	cmp     w8, #0x10
	csel    w9, w23, w28, cc
	and     w8, w9, w8
	mov     w9, w20
	casa    w9, w8, [x21]
	cmp     w9, w20
	mov     w20, w9
	b.ne    .L3
	b       .L43
.L4:
	tbnz    w20, #0, .L5
	and     w8, w20, #0xfffffffc
	mov     w9, w20
	orr     w8, w8, #0x1
	casa    w9, w8, [x21]
	cmp     w9, w20
	mov     w20, w9
	b.ne    .L4
	b       .L43
.L5:
	and     w8, w20, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L18
	and     w8, w20, #0xfffffffb
	and     w9, w20, #0x3
	sub     w8, w8, #0x10
	cmp     w8, #0x10
	csel    w27, w9, w8, cc
	cmp     w25, w10
	b.ne    .L7
.L6:
	and     w19, w27, #0xfffffff1
	b       .L9
.L7:
	ldr     x8, [sp, #8]
	sub     x0, x29, #0x10
	and     w19, w27, #0xfffffff9
	stur    w25, [x29, #-8]
	stur    x8, [x29, #-16]
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
	mov     w27, w20
	mov     w0, #0x1
	casa    w27, w19, [x21]
	cmp     w27, w20
	b.ne    .L2
	b       .L44
.L10:
	tbz     w0, #0, .L12
.L11:
	tbnz    w27, #0, .L13
	sub     w8, w27, #0xf
	cmp     w8, #0x10
	csel    w9, w23, w28, cc
	and     w8, w9, w8
	mov     w9, w27
	casa    w9, w8, [x21]
	cmp     w9, w27
	mov     w27, w9
	b.ne    .L11
	b       .L43
.L12:
	tbnz    w27, #0, .L13
	mov     w9, w27
	orr     w8, w27, #0x1
	casa    w9, w8, [x21]
	cmp     w9, w27
	mov     w27, w9
	b.ne    .L12
	b       .L43
.L13:
	and     w8, w27, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L19
	and     w8, w27, #0xfffffffb
	and     w9, w27, #0x3
	sub     w8, w8, #0x10
	cmp     w8, #0x10
	csel    w20, w9, w8, cc
	cmp     w25, w10
	b.ne    .L15
.L14:
	and     w19, w20, #0xfffffff1
	b       .L17
.L15:
	ldr     x8, [sp, #8]
	sub     x0, x29, #0x10
	and     w19, w20, #0xfffffff9
	stur    w25, [x29, #-8]
	stur    x8, [x29, #-16]
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
	mov     w8, w27
	mov     w0, #0x1
	casa    w8, w19, [x21]
	cmp     w8, w27
	mov     w27, w8
	b.ne    .L10
	b       .L44
.L18:
	mov     w27, w20
.L19:
	tbnz    w0, #0, .L22
	and     w8, w27, #0xc
	cbnz    w8, .L22
	cbz     w24, .L20
	add     w24, w24, #0x1
	and     w8, w24, #0xf
	cmp     w8, #0x1
	b.ne    .L35
	mov     w20, w0
	b       .L21
.L20:
	mov     w20, w0
	bl      <hintlock::spin::policy::multi_cpu>
	tbz     w0, #0, .L27
	mov     w24, #0x1
.L21:
	bl      <<std::time::Instant>::now>
	mov     w8, #0xca00
	stur    w1, [x29, #-8]
	movk    w8, #0x3b9a, lsl #16
	stur    x0, [x29, #-16]
	cmp     w22, w8
	csel    w22, w1, w22, eq
	ldr     x1, [sp]
	mov     w2, w22
	csel    x1, x0, x1, eq
	sub     x0, x29, #0x10
	str     x1, [sp]
	bl      <<std::time::Instant>::duration_since>
	mov     w10, #0xca00
	mov     w11, #0xf9f
	movk    w10, #0x3b9a, lsl #16
	mul     x8, x0, x10
	umulh   x9, x0, x10
	mov     w0, w20
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x11, x8
	ngcs    xzr, x9
	b.cs    .L36
.L22:
	ldur    w8, [x29, #-20]
	cmp     w8, w10
	b.ne    .L28
.L23:
	and     w8, w27, #0xfffffffd
	tst     w0, #0x1
	add     w9, w8, #0x10
	csel    w20, w8, w9, ne
	cmp     w25, w10
	b.eq    .L26
	ldr     x8, [sp, #8]
	mov     w19, w0
	sub     x0, x29, #0x10
	stur    w25, [x29, #-8]
	stur    x8, [x29, #-16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L24
	orr     w20, w20, #0x8
	b       .L25
.L24:
	mov     w9, #0xa11f
	orr     w8, w20, #0x8
	movk    w9, #0x7, lsl #16
	cmp     w1, w9
	csel    w20, w8, w20, hi
.L25:
	mov     w10, #0xca00
	mov     w0, w19
	movk    w10, #0x3b9a, lsl #16
.L26:
	cmp     w20, w27
	b.eq    .L40
	mov     w8, w27
	cas     w8, w20, [x21]
	cmp     w8, w27
	b.ne    .L34
	b       .L41
.L27:
	mov     w10, #0xca00
	mov     w24, wzr
	mov     w0, w20
	movk    w10, #0x3b9a, lsl #16
	ldur    w8, [x29, #-20]
	cmp     w8, w10
	b.eq    .L23
.L28:
	mov     w19, w0
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #16]
	cmp     x0, x8
	b.ne    .L29
	ldur    w8, [x29, #-20]
	mov     w10, #0xca00
	mov     w0, w19
	movk    w10, #0x3b9a, lsl #16
	cmp     w1, w8
	b.cc    .L23
	b       .L30
.L29:
	mov     w10, #0xca00
	mov     w0, w19
	movk    w10, #0x3b9a, lsl #16
	b.lt    .L23
.L30:
	orr     w8, w26, w0
	tbz     w8, #0, .L45
	tbz     w0, #0, .L31
	sub     w8, w27, #0x10
	and     w9, w27, #0x7
	cmp     w8, #0x10
	csel    w8, w9, w8, cc
	b       .L32
.L31:
	mov     w9, w27
	mov     w8, w27
	tbz     w26, #0, .L33
.L32:
	and     w9, w8, #0xfffffffd
.L33:
	mov     w8, w27
	cas     w8, w9, [x21]
	cmp     w8, w27
	b.eq    .L45
.L34:
	mov     w27, w8
	b       .L1
.L35:
	mov     w10, #0xca00
	movk    w10, #0x3b9a, lsl #16
.L36:
	tbz     w26, #0, .L39
.L37:
	mov     w26, #0x1
.L38:
	isb
	ldr     w27, [x21]
	mov     w0, wzr
	b       .L1
.L39:
	cmp     w27, #0x10
	mov     w26, wzr
	b.cc    .L38
	tbnz    w27, #1, .L38
	orr     w8, w27, #0x2
	mov     w9, w27
	mov     w0, wzr
	cas     w9, w8, [x21]
	mov     w26, wzr
	cmp     w9, w27
	mov     w27, w9
	b.ne    .L1
	b       .L37
.L40:
	mov     w20, w27
.L41:
	cmp     w25, w10
	b.ne    .L42
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w25, w1
.L42:
	ldr     x2, [sp, #16]
	ldur    w3, [x29, #-20]
	mov     x0, x21
	mov     w1, w20
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	ldr     w27, [x21]
	mov     w10, #0xca00
	mov     w0, #0x1
	movk    w10, #0x3b9a, lsl #16
	b       .L0
.L43:
	mov     w0, #0x1
.L44:
	ldp     x20, x19, [sp, #128]
	ldp     x22, x21, [sp, #112]
	ldp     x24, x23, [sp, #96]
	ldp     x26, x25, [sp, #80]
	ldp     x28, x27, [sp, #64]
	ldp     x29, x30, [sp, #48]
	add     sp, sp, #0x90
	ret
.L45:
	mov     w0, wzr
	b       .L44

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow
	ldr     w8, [x0]
	tbnz    w1, #0, .L1
	mov     w9, #0xfffffff6
	b       .L4
.L0:
	mov     w10, w8
	orr     w9, w8, #0x4
	casl    w10, w9, [x0]
	cmp     w10, w8
	mov     w8, w10
	b.eq    .L7
.L1:
	cmp     w8, #0xf
	b.hi    .L0
	mov     w10, w8
	and     w9, w8, #0xe
	casl    w10, w9, [x0]
	cmp     w10, w8
	mov     w8, w10
	b.ne    .L1
.L2:
	ret
.L3:
	mov     w11, w8
	and     w10, w8, #0xe
	casl    w11, w10, [x0]
	cmp     w11, w8
	mov     w8, w11
	b.eq    .L2
.L4:
	cmp     w8, #0x10
	b.cc    .L3
	tbnz    w8, #3, .L5
	and     w10, w8, #0x2
	and     w11, w8, w9
	eor     w12, w10, #0x2
	orr     w11, w12, w11
	mov     w12, w8
	casl    w12, w11, [x0]
	cmp     w12, w8
	mov     w8, w12
	b.ne    .L4
	b       .L6
.L5:
	mov     w11, w8
	orr     w10, w8, #0x4
	casl    w11, w10, [x0]
	cmp     w11, w8
	mov     w8, w11
	b.ne    .L4
	b       .L7
.L6:
	cbnz    w10, .L2
.L7:
	mov     w1, #0x1
	mov     w2, #0x80
	b       <hintlock::futex::linux::wake>
