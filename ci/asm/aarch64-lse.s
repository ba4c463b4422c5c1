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
	cbnz    w9, .L1
.L0:
	mov     w0, w8
	ret
.L1:
	mov     w10, #0x9
.L2:
	ands    w11, w9, w10
	cset    w8, eq
	cbnz    w11, .L0
	mov     w12, w9
	orr     w11, w9, #0x1
	casa    w12, w11, [x0]
	cmp     w12, w9
	mov     w9, w12
	b.ne    .L2
	b       .L0

== hintlock_probe_unlock
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.ne    .L0
	ret
.L0:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
	ldr     w1, [x0]
	cmp     w1, #0xf
	b.hi    .L0
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.ne    .L1
	ret
.L0:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	sub     sp, sp, #0xe0
	stp     x29, x30, [sp, #128]
	stp     x28, x27, [sp, #144]
	stp     x26, x25, [sp, #160]
	stp     x24, x23, [sp, #176]
	stp     x22, x21, [sp, #192]
	stp     x20, x19, [sp, #208]
	add     x29, sp, #0x80
	mov     w28, #0xca00
	add     x8, sp, #0x28
	str     x1, [sp, #16]
	movk    w28, #0x3b9a, lsl #16
	stp     wzr, wzr, [sp, #36]
	orr     w8, w8, #0x1
	str     xzr, [sp, #96]
	mov     x21, x0
	mov     w19, wzr
	stur    xzr, [sp, #102]
	str     w28, [sp, #56]
	str     w28, [sp, #72]
	str     w28, [sp, #88]
	ldr     w24, [x0]
	stp     w2, w8, [sp, #28]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	str     w8, [sp, #24]
.L0:
	mov     w22, w24
	b       .L5
.L1:
	sub     x0, x29, #0x10
	mov     x1, x9
	mov     w2, w8
	bl      <<std::time::Instant>::duration_since>
	mul     x8, x0, x28
	mov     w10, #0x3e7
	umulh   x9, x0, x28
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L21
	mov     w8, #0x1
.L2:
	mov     w9, #0x2
	stp     w9, w8, [sp, #40]
.L3:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
.L4:
	ldr     w22, [x21]
.L5:
	tbnz    w22, #0, .L6
	tst     w22, #0x8
	ldr     w9, [sp, #36]
	cset    w8, eq
	orr     w8, w8, w9
	tbz     w8, #0, .L6
	sub     w8, w22, #0xf
	tst     w19, #0x1
	ldr     w10, [sp, #36]
	and     w8, w8, #0xfffffffd
	mov     w24, #0x1
	str     wzr, [sp, #104]
	csinc   w8, w8, w22, ne
	tst     w10, #0x1
	strb    w24, [sp, #108]
	and     w9, w8, #0xfffffff7
	csel    w9, w9, w8, ne
	mov     w8, w22
	casa    w8, w9, [x21]
	cmp     w8, w22
	b.eq    .L30
	mov     w22, w8
	tbz     w8, #0, .L5
	mov     w9, #0x1
	mov     w22, w8
	strb    w9, [sp, #109]
	b       .L5
.L6:
	and     w8, w22, #0x4
	and     w24, w19, w8, lsr #2
	tbnz    w24, #0, .L20
	ldr     w20, [sp, #96]
	cbnz    w20, .L7
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L21
.L7:
	ldr     w9, [sp, #104]
	add     w8, w20, #0x1
	ldr     w20, [sp, #40]
	and     w10, w8, #0x3
	ldrb    w23, [sp, #109]
	str     w8, [sp, #96]
	adds    w9, w9, #0x1
	csinv   w27, w9, wzr, cc
	cmp     w10, #0x1
	str     w27, [sp, #104]
	b.eq    .L10
	cbnz    w20, .L10
	tbnz    w23, #0, .L10
.L8:
	ldr     w9, [sp, #100]
	cmp     w8, #0x4
	mov     w10, #0x4
	csel    w8, w8, w10, cc
	ldr     w10, [sp, #32]
	cmp     w9, #0x0
	csel    w9, w10, w9, eq
	mov     w10, #0xffffffff
	eor     w9, w9, w9, lsl #13
	lsl     w8, w10, w8
	eor     w9, w9, w9, lsr #17
	eor     w9, w9, w9, lsl #5
	bic     w8, w9, w8
	str     w9, [sp, #100]
	add     w8, w8, #0x1
.L9:
	subs    w8, w8, #0x1
	isb
	b.ne    .L9
	b       .L4
.L10:
	bl      <<std::time::Instant>::now>
	ldr     w25, [sp, #56]
	stur    x0, [x29, #-16]
	stur    w1, [x29, #-8]
	cmp     w25, w28
	b.ne    .L11
	mov     w25, w1
	mov     x26, x0
	str     x0, [sp, #48]
	str     w1, [sp, #56]
	ldr     w2, [sp, #72]
	cmp     w2, w28
	b.eq    .L12
	b       .L13
.L11:
	ldr     x26, [sp, #48]
	ldr     w2, [sp, #72]
	cmp     w2, w28
	b.ne    .L13
.L12:
	mov     w2, w1
	str     x0, [sp, #64]
	str     w1, [sp, #72]
.L13:
	ldr     w8, [sp, #88]
	ldr     x9, [sp, #80]
	ldrb    w10, [sp, #108]
	str     x0, [sp, #80]
	cmp     w8, w28
	str     w1, [sp, #88]
	csel    w8, w1, w8, eq
	csel    x9, x0, x9, eq
	strb    wzr, [sp, #108]
	tbz     w10, #0, .L14
	str     x0, [sp, #64]
	mov     w2, w1
	str     w1, [sp, #72]
.L14:
	cbz     w20, .L15
	cmp     w20, #0x1
	b.eq    .L1
	ldr     w8, [sp, #44]
	cmp     w8, #0x3
	b.cs    .L21
	add     w8, w8, #0x1
	b       .L2
.L15:
	cmp     w27, #0x7
	b.ls    .L16
	ldr     x1, [sp, #64]
	sub     x0, x29, #0x10
	bl      <<std::time::Instant>::duration_since>
	mul     x8, x0, x28
	mov     w10, #0x7cf
	umulh   x9, x0, x28
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L21
.L16:
	tbnz    w23, #0, .L17
	sub     x0, x29, #0x10
	mov     x1, x26
	mov     w2, w25
	bl      <<std::time::Instant>::duration_since>
	mul     x8, x0, x28
	umulh   x9, x0, x28
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L19
.L17:
	mov     w8, #0x1
	str     w8, [sp, #40]
.L18:
	bl      <std::thread::functions::yield_now>
	ldr     w22, [x21]
	b       .L5
.L19:
	ldr     w8, [sp, #40]
	cmp     w8, #0x2
	b.eq    .L3
	cmp     w8, #0x1
	b.eq    .L18
	ldr     w8, [sp, #96]
	b       .L8
.L20:
	and     w8, w22, #0xfffffff9
	ldr     w10, [sp, #36]
	sub     w8, w8, #0x10
	and     w9, w8, #0xfffffff1
	tst     w10, #0x1
	csel    w8, w9, w8, ne
	mov     w9, w22
	casa    w9, w8, [x21]
	cmp     w9, w22
	mov     w19, #0x1
	mov     w22, w9
	b.ne    .L5
	b       .L30
.L21:
	ldr     w8, [sp, #28]
	cmp     w8, w28
	b.eq    .L24
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #16]
	cmp     x0, x8
	b.ne    .L23
	ldr     w8, [sp, #28]
	cmp     w1, w8
	b.cc    .L24
.L22:
	tbz     w19, #0, .L30
	and     w8, w22, #0xfffffffd
	ldr     w10, [sp, #36]
	sub     w8, w8, #0x10
	and     w9, w8, #0xfffffff7
	tst     w10, #0x1
	csel    w8, w9, w8, ne
	mov     w9, w22
	cas     w9, w8, [x21]
	cmp     w9, w22
	mov     w19, #0x1
	mov     w22, w9
	b.ne    .L5
	b       .L30
.L23:
	b.ge    .L22
.L24:
	ldr     w11, [sp, #36]
	and     w9, w22, #0x8
	and     w10, w22, #0xfffffffd
	tst     w19, #0x1
	mov     w8, wzr
	orr     w9, w11, w9, lsr #3
	add     w11, w10, #0x10
	csel    w24, w10, w11, ne
	tbnz    w9, #0, .L25
	ldr     w9, [sp, #24]
	cmp     w9, w28
	b.eq    .L25
	ldr     x8, [sp, #8]
	sub     x0, x29, #0x10
	stur    x8, [x29, #-16]
	ldr     w8, [sp, #24]
	stur    w8, [x29, #-8]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L27
	orr     w24, w24, #0x8
	mov     w8, #0x1
.L25:
	cmp     w24, w22
	b.eq    .L28
.L26:
	mov     w9, w22
	cas     w9, w24, [x21]
	cmp     w9, w22
	mov     w22, w9
	b.ne    .L5
	b       .L28
.L27:
	mov     w8, #0xa11f
	orr     w9, w24, #0x8
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	cset    w8, hi
	csel    w24, w9, w24, hi
	cmp     w24, w22
	b.ne    .L26
.L28:
	ldr     w9, [sp, #36]
	mov     w19, #0x1
	orr     w9, w9, w8
	str     w9, [sp, #36]
	tbnz    w24, #2, .L0
	ldr     w8, [sp, #24]
	cmp     w8, w28
	b.ne    .L29
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	str     w1, [sp, #24]
.L29:
	ldr     w8, [sp, #36]
	ldr     x2, [sp, #16]
	mov     x0, x21
	ldr     w3, [sp, #28]
	mov     w1, w24
	mov     w4, #0x80
	tst     w8, #0x1
	cinc    w5, w19, ne
	bl      <hintlock::futex::linux::wait>
	add     x8, sp, #0x28
	str     wzr, [sp, #40]
	str     w28, [sp, #56]
	str     w28, [sp, #72]
	str     w28, [sp, #88]
	stur    xzr, [x8, #56]
	stur    xzr, [x8, #62]
	ldr     w24, [x21]
	b       .L0
.L30:
	mov     w0, w24
	ldp     x20, x19, [sp, #208]
	ldp     x22, x21, [sp, #192]
	ldp     x24, x23, [sp, #176]
	ldp     x26, x25, [sp, #160]
	ldp     x28, x27, [sp, #144]
	ldp     x29, x30, [sp, #128]
	add     sp, sp, #0xe0
	ret

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	tbnz    w1, #3, .L1
	mov     w8, #0xa
.L0:
	cmp     w1, #0x10
	b.cc    .L2
	and     w9, w1, w8
	cbnz    w9, .L2
	orr     w9, w1, #0x2
	mov     w10, w1
	cas     w10, w9, [x0]
	cmp     w10, w1
	mov     w1, w10
	b.ne    .L0
	mov     w3, #0x1
	mov     w1, #0x1
	mov     w2, #0x80
	b       <hintlock::futex::linux::wake>
.L1:
	mov     w3, #0x2
	mov     w1, #0x1
	mov     w2, #0x80
	b       <hintlock::futex::linux::wake>
.L2:
	ret

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
.L0:
	cmp     w1, #0x10
	b.cc    .L1
	tbnz    w1, #3, .L1
	mov     w9, w1
	orr     w8, w1, #0x4
	casl    w9, w8, [x0]
	cmp     w9, w1
	mov     w1, w9
	b.ne    .L0
	mov     w1, #0x1
	mov     w2, #0x80
	mov     w3, #0x1
	b       <hintlock::futex::linux::wake>
.L1:
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.ne    .L2
	ret
.L2:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
