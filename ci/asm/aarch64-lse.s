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
	cmp     w1, #0x1f
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
	sub     sp, sp, #0x140
	stp     x29, x30, [sp, #224]
	stp     x28, x27, [sp, #240]
	stp     x26, x25, [sp, #256]
	stp     x24, x23, [sp, #272]
	stp     x22, x21, [sp, #288]
	stp     x20, x19, [sp, #304]
	add     x29, sp, #0xe0
	movi    v0.2d, #0x0
	mov     w10, #0xca00
	str     x1, [sp, #80]
	movk    w10, #0x3b9a, lsl #16
	strb    wzr, [sp, #144]
	movz    x8, #0x0, lsl #16
	str     w10, [sp, #104]
	mov     x23, #0x7c15
	adrp    x20, <anon.CONST>
	movk    x23, #0x7f4a, lsl #16
	mov     w11, w2
	mov     x21, x0
	stur    q0, [sp, #152]
	movk    x23, #0x79b9, lsl #32
	stur    q0, [sp, #168]
	movk    x23, #0x9e37, lsl #48
	movk    x8, #0x48
	stur    q0, [sp, #177]
	mrs     x27, tpidr_el0
	str     w10, [sp, #120]
	add     x9, x27, x8
	str     w10, [sp, #136]
	ldr     w19, [x0]
	ldp     x8, x24, [x9]
	ldr     x20, [x20, #3984]
	stp     xzr, xzr, [x9]
	tbz     w19, #4, .L1
	cmp     x8, x21
	b.ne    .L1
	mov     w25, w11
	bl      <hintlock::spin::policy::now_ns>
	mov     x22, x0
	bl      <hintlock::spin::policy::now_ns>
	adrp    x8, <anon.CONST>
	subs    x9, x0, x22
	ldr     x8, [x8, #4048]
	csel    x9, xzr, x9, cc
	ldr     x10, [x8]
	cmp     x9, x10
	b.cs    .L0
	ldumin  x9, x8, [x8]
.L0:
	subs    x8, x22, x24
	csel    x0, xzr, x8, cc
	bl      <hintlock::spin::policy::less_clock_read>
	mul     x8, x21, x23
	cmp     x0, #0x3c
	lsr     x8, x8, #58
	add     x9, x20, x8, lsl #6
	ldr     x10, [x9]
	b.cs    .L2
	mov     w11, #0x1
	b       .L3
.L1:
	mul     x8, x21, x23
	lsr     x8, x8, #58
	b       .L4
.L2:
	mov     w11, #0x2
	tbnz    w10, #1, .L3
	bfxil   x11, x10, #0, #1
.L3:
	and     x10, x10, #0x1c
	orr     x10, x10, x22, lsl #5
	orr     x10, x11, x10
	mov     w11, w25
	str     x10, [x9]
.L4:
	movz    x9, #0x0, lsl #16
	movz    x10, #0x0, lsl #16
	movz    x14, #0x0, lsl #16
	movk    x9, #0x58
	movk    x10, #0x30
	add     x13, x20, x8, lsl #6
	movk    x14, #0x40
	mov     w5, #0x79b9
	mov     w30, #0xca00
	mov     w23, wzr
	mov     w12, wzr
	add     x26, x27, x9
	add     x28, x27, x10
	add     x15, sp, #0x60
	mov     w10, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w20, #0x1
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	movk    w30, #0x3b9a, lsl #16
.L5:
	tst     w12, #0x1
	str     wzr, [sp, #92]
	csel    w25, w16, w10, ne
	csel    w22, w18, w17, ne
	csel    w10, w2, w1, ne
	and     w24, w25, #0xfffffffd
.L6:
	mov     w0, w23
	tbz     w12, #0, .L20
.L7:
	tbnz    w19, #0, .L19
	tbz     w0, #0, .L13
.L8:
	ldrb    w8, [sp, #191]
	strb    w20, [sp, #189]
	str     wzr, [sp, #184]
	cmp     w8, #0x1
	strb    wzr, [sp, #191]
	b.ne    .L10
	strb    wzr, [sp, #192]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w19, #0x1f
	mov     w23, w19
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #160]
	cbz     x8, .L11
.L9:
	str     w0, [sp, #32]
	add     x0, sp, #0x60
	stp     w30, w11, [sp, #72]
	str     x28, [sp, #64]
	mov     x28, x13
	stp     w12, w10, [sp, #44]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w12, w10, [sp, #44]
	ldp     w30, w11, [sp, #72]
	movz    x14, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     x13, x28
	movk    x14, #0x40
	ldr     x28, [sp, #64]
	ldr     w0, [sp, #32]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	cmp     w23, w19
	b.ne    .L12
	b       .L78
.L10:
	sub     w8, w19, #0x1f
	mov     w23, w19
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #160]
	cbnz    x8, .L9
.L11:
	cmp     w23, w19
	b.eq    .L78
.L12:
	mov     w19, w23
	tbz     w23, #0, .L8
	b       .L18
.L13:
	ldrb    w8, [sp, #191]
	strb    w20, [sp, #189]
	str     wzr, [sp, #184]
	cmp     w8, #0x1
	strb    wzr, [sp, #191]
	b.ne    .L15
	strb    wzr, [sp, #192]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w19, #0x1
	mov     w23, w19
	and     w8, w8, w25
	casa    w23, w8, [x21]
	ldr     x8, [sp, #160]
	cbz     x8, .L16
.L14:
	str     w0, [sp, #32]
	add     x0, sp, #0x60
	stp     w30, w11, [sp, #72]
	str     x28, [sp, #64]
	mov     x28, x13
	stp     w12, w10, [sp, #44]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w12, w10, [sp, #44]
	ldp     w30, w11, [sp, #72]
	movz    x14, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     x13, x28
	movk    x14, #0x40
	ldr     x28, [sp, #64]
	ldr     w0, [sp, #32]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	cmp     w23, w19
	b.ne    .L17
	b       .L78
.L15:
	orr     w8, w19, #0x1
	mov     w23, w19
	and     w8, w8, w25
	casa    w23, w8, [x21]
	ldr     x8, [sp, #160]
	cbnz    x8, .L14
.L16:
	cmp     w23, w19
	b.eq    .L78
.L17:
	mov     w19, w23
	tbz     w23, #0, .L13
.L18:
	mov     w19, w23
	strb    w20, [sp, #190]
.L19:
	and     w8, w19, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L33
	and     w8, w19, #0xfffffff9
	mov     w9, w19
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
	casa    w9, w8, [x21]
	cmp     w9, w19
	mov     w19, w9
	b.ne    .L7
	b       .L79
.L20:
	tbnz    w19, #0, .L32
	tbz     w0, #0, .L26
.L21:
	tbnz    w19, #3, .L32
	ldrb    w8, [sp, #191]
	strb    w20, [sp, #189]
	str     wzr, [sp, #184]
	cmp     w8, #0x1
	strb    wzr, [sp, #191]
	b.ne    .L23
	strb    wzr, [sp, #192]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w19, #0x1f
	mov     w23, w19
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #160]
	cbz     x8, .L24
.L22:
	str     w0, [sp, #32]
	add     x0, sp, #0x60
	stp     w30, w11, [sp, #72]
	str     x28, [sp, #64]
	mov     x28, x13
	stp     w12, w10, [sp, #44]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w12, w10, [sp, #44]
	ldp     w30, w11, [sp, #72]
	movz    x14, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     x13, x28
	movk    x14, #0x40
	ldr     x28, [sp, #64]
	ldr     w0, [sp, #32]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	cmp     w23, w19
	b.ne    .L25
	b       .L78
.L23:
	sub     w8, w19, #0x1f
	mov     w23, w19
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #160]
	cbnz    x8, .L22
.L24:
	cmp     w23, w19
	b.eq    .L78
.L25:
	mov     w19, w23
	tbz     w23, #0, .L21
	b       .L31
.L26:
	tbnz    w19, #3, .L32
	ldrb    w8, [sp, #191]
	strb    w20, [sp, #189]
	str     wzr, [sp, #184]
	strb    wzr, [sp, #191]
	tbz     w8, #0, .L28
	strb    wzr, [sp, #192]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w19, #0x1
	mov     w23, w19
	and     w8, w8, w25
	casa    w23, w8, [x21]
	ldr     x8, [sp, #160]
	cbz     x8, .L29
.L27:
	str     w0, [sp, #32]
	add     x0, sp, #0x60
	stp     w30, w11, [sp, #72]
	str     x28, [sp, #64]
	mov     x28, x13
	stp     w12, w10, [sp, #44]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w12, w10, [sp, #44]
	ldp     w30, w11, [sp, #72]
	movz    x14, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     x13, x28
	movk    x14, #0x40
	ldr     x28, [sp, #64]
	ldr     w0, [sp, #32]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	cmp     w23, w19
	b.ne    .L30
	b       .L78
.L28:
	orr     w8, w19, #0x1
	mov     w23, w19
	and     w8, w8, w25
	casa    w23, w8, [x21]
	ldr     x8, [sp, #160]
	cbnz    x8, .L27
.L29:
	cmp     w23, w19
	b.eq    .L78
.L30:
	mov     w19, w23
	tbz     w23, #0, .L26
.L31:
	strb    w20, [sp, #190]
	mov     w19, w23
.L32:
	and     w8, w19, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L33
	and     w8, w19, #0xfffffff9
	mov     w9, w19
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
	casa    w9, w8, [x21]
	cmp     w9, w19
	mov     w19, w9
	b.ne    .L20
	b       .L79
.L33:
	stp     x13, x28, [sp, #56]
	ldr     w28, [sp, #176]
	mov     w23, w0
	stp     w12, w10, [sp, #44]
	stp     w30, w11, [sp, #72]
	cbnz    w28, .L34
	bl      <hintlock::spin::policy::multi_cpu>
	movz    x14, #0x0, lsl #16
	ldr     w30, [sp, #72]
	mov     w5, #0x79b9
	movk    x14, #0x40
	ldr     x13, [sp, #56]
	ldr     w12, [sp, #44]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	cbz     w0, .L52
.L34:
	ldr     w9, [sp, #184]
	add     w8, w28, #0x1
	str     w8, [sp, #176]
	adds    w10, w9, #0x1
	ldrb    w9, [sp, #144]
	csinv   w10, w10, wzr, cc
	str     w10, [sp, #184]
	cbz     w9, .L35
	cmp     w9, #0x1
	b.ne    .L37
	ldrb    w8, [sp, #145]
	tbnz    w8, #0, .L52
	strb    w7, [sp, #144]
	str     w20, [sp, #148]
	b       .L48
.L35:
	ldrb    w9, [sp, #190]
	ldr     x28, [sp, #64]
	tst     w8, #0x3
	b.eq    .L36
	tbz     w9, #0, .L49
.L36:
	stp     w9, w10, [sp, #28]
	bl      <<std::time::Instant>::now>
	ldr     w9, [sp, #104]
	mov     w8, #0xca00
	stur    x0, [x29, #-24]
	movk    w8, #0x3b9a, lsl #16
	stur    w1, [x29, #-16]
	cmp     w9, w8
	b.ne    .L38
	mov     w9, w1
	mov     x11, x0
	str     x0, [sp, #96]
	str     w1, [sp, #104]
	b       .L39
.L37:
	ldr     w8, [sp, #148]
	cmp     w8, #0x3
	b.cs    .L52
	add     w8, w8, #0x1
	strb    w7, [sp, #144]
	str     w8, [sp, #148]
	b       .L48
.L38:
	ldr     x11, [sp, #96]
.L39:
	ldr     w2, [sp, #120]
	mov     w5, #0x79b9
	ldr     w30, [sp, #72]
	ldr     w10, [sp, #32]
	mov     w3, #0x4
	mov     w4, #0xffffffff
	cmp     w2, w8
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.ne    .L41
	mov     w2, w1
	str     x0, [sp, #112]
	str     w1, [sp, #120]
	ldrb    w8, [sp, #189]
	str     x0, [sp, #128]
	str     w1, [sp, #136]
	strb    wzr, [sp, #189]
	tbnz    w8, #0, .L42
.L40:
	cmp     w10, #0x7
	b.hi    .L43
	b       .L45
.L41:
	ldrb    w8, [sp, #189]
	str     x0, [sp, #128]
	str     w1, [sp, #136]
	strb    wzr, [sp, #189]
	tbz     w8, #0, .L40
.L42:
	str     x0, [sp, #112]
	mov     w2, w1
	str     w1, [sp, #120]
	cmp     w10, #0x7
	b.ls    .L45
.L43:
	ldrb    w8, [sp, #192]
	tbnz    w8, #0, .L44
	ldr     x1, [sp, #112]
	sub     x0, x29, #0x18
	str     w9, [sp, #32]
	str     x11, [sp, #16]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     x11, [sp, #16]
	ldr     w30, [sp, #72]
	movk    w9, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	mov     w7, #0x2
	mul     x8, x0, x9
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	ldr     w9, [sp, #32]
	b.cc    .L45
.L44:
	movz    x14, #0x0, lsl #16
	ldrb    w8, [sp, #188]
	ldr     w12, [sp, #44]
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	add     x15, sp, #0x60
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	tbnz    w8, #0, .L52
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L52
	ldr     x8, [sp, #152]
	str     wzr, [x26, #8]
	str     x8, [x26]
	b       .L52
.L45:
	movz    x14, #0x0, lsl #16
	ldr     w12, [sp, #44]
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	ldr     w8, [sp, #28]
	add     x15, sp, #0x60
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	tbnz    w8, #0, .L46
	sub     x0, x29, #0x18
	mov     x1, x11
	mov     w2, w9
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movz    x14, #0x0, lsl #16
	ldr     w30, [sp, #72]
	movk    w9, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	movk    x14, #0x40
	mul     x8, x0, x9
	ldr     x13, [sp, #56]
	ldr     w12, [sp, #44]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	umulh   x9, x0, x9
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	adds    x8, x8, w1, uxtw
	mov     w1, #0xffffffed
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L49
.L46:
	ldr     x8, [x28]
	cbz     x8, .L47
	ldr     x8, [sp, #64]
	ldr     x28, [x8, #8]
	bl      <hintlock::spin::policy::thread_cpu_ns>
	mov     w9, #0x49ef
	movz    x14, #0x0, lsl #16
	subs    x8, x0, x28
	ldr     w30, [sp, #72]
	mov     w5, #0x79b9
	movk    w9, #0x2, lsl #16
	movk    x14, #0x40
	ldr     x13, [sp, #56]
	ldr     w12, [sp, #44]
	csel    x8, xzr, x8, cc
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	cmp     x8, x9
	b.ls    .L52
.L47:
	strh    w20, [sp, #144]
.L48:
	ldr     x28, [sp, #64]
.L49:
	ldr     w8, [sp, #92]
	tbnz    w8, #0, .L60
	ldr     x10, [x13]
	ldr     w8, [x27, x14]
	add     w9, w8, #0x1
	str     w9, [x27, x14]
	mul     w8, w9, w5
	and     w11, w9, #0xf
	str     w9, [sp, #92]
	eor     w8, w8, w15
	orr     w8, w8, #0x1
	str     w8, [sp, #180]
	tbz     w10, #4, .L50
	cbz     w11, .L55
.L50:
	ands    x8, x10, x6
	str     x21, [sp, #152]
	cset    w9, ne
	strb    w9, [sp, #188]
	cbz     x8, .L56
.L51:
	str     x28, [sp, #64]
	mov     x28, x14
	str     x10, [sp, #32]
	str     w11, [sp, #28]
	bl      <<std::time::Instant>::now>
	mov     x14, x28
	ldp     x13, x28, [sp, #56]
	ldr     w11, [sp, #28]
	ldr     x10, [sp, #32]
	mov     w5, #0x79b9
	ldr     w30, [sp, #72]
	ldr     w12, [sp, #44]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	str     w1, [sp, #104]
	str     w1, [sp, #120]
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	str     w1, [sp, #136]
	mov     w1, #0xffffffed
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	str     x0, [sp, #96]
	str     x0, [sp, #112]
	str     x0, [sp, #128]
	b       .L57
.L52:
	ldr     w11, [sp, #76]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w11, w8
	b.eq    .L71
	str     w11, [sp, #76]
	mov     w28, w12
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #80]
	cmp     x0, x8
	b.ne    .L53
	ldp     w30, w11, [sp, #72]
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #56]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     w12, w28
	add     x15, sp, #0x60
	cmp     w1, w11
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.cs    .L54
	b       .L71
.L53:
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #56]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     w12, w28
	add     x15, sp, #0x60
	ldp     w30, w11, [sp, #72]
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.lt    .L71
.L54:
	tbz     w23, #0, .L80
	and     w8, w19, #0xfffffffd
	ldr     w10, [sp, #48]
	str     wzr, [sp, #92]
	sub     w8, w8, #0x20
	mov     w9, w19
	mov     w0, wzr
	and     w8, w8, w10
	mov     w23, #0x1
	cas     w9, w8, [x21]
	ldr     x28, [sp, #64]
	cmp     w9, w19
	mov     w19, w9
	b.ne    .L6
	b       .L79
.L55:
	str     x28, [sp, #64]
	mov     x28, x13
	str     x10, [sp, #32]
	str     w11, [sp, #28]
	bl      <hintlock::spin::policy::now_ns>
	ldr     x1, [sp, #32]
	mov     x2, x0
	mov     x0, x28
	bl      <hintlock::spin::policy::drop_stale_far>
	movz    x14, #0x0, lsl #16
	ldr     w11, [sp, #28]
	ldr     w30, [sp, #72]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     x13, x28
	ldr     w12, [sp, #44]
	ldr     x28, [sp, #64]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	mov     x10, x0
	ands    x8, x0, x6
	str     x21, [sp, #152]
	cset    w9, ne
	strb    w9, [sp, #188]
	cbnz    x8, .L51
.L56:
	ldr     x8, [x26]
	cmp     x8, x21
	b.ne    .L57
	ldr     w8, [x26, #8]
	strb    w20, [sp, #191]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x26, #8]
	cset    w8, ne
	strb    w8, [sp, #192]
.L57:
	and     w8, w19, #0x10
	orr     w8, w11, w8
	cbnz    w8, .L60
	mov     x0, x13
	mov     x1, x10
	mov     x19, x13
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #92]
	tst     w8, #0xf0
	b.ne    .L58
	cbz     w0, .L58
	str     x19, [sp, #160]
	movz    x14, #0x0, lsl #16
	ldr     w12, [sp, #44]
	movk    x14, #0x40
	mov     w5, #0x79b9
	ldr     w30, [sp, #72]
	mov     x13, x19
	add     x15, sp, #0x60
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w8, #0x10
	mov     w7, #0x2
	b       .L59
.L58:
	movz    x14, #0x0, lsl #16
	ldr     w12, [sp, #44]
	mov     w5, #0x79b9
	movk    x14, #0x40
	ldr     w30, [sp, #72]
	mov     x13, x19
	add     x15, sp, #0x60
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w8, #0x10
	mov     w7, #0x2
	tbz     w0, #0, .L60
.L59:
	ldset   w8, w8, [x21]
.L60:
	ldrb    w8, [sp, #144]
	cmp     w8, #0x2
	b.eq    .L61
	cmp     w8, #0x1
	b.ne    .L63
	mov     w19, w12
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w8, [sp, #136]
	mov     w9, #0xca00
	ldr     w11, [sp, #76]
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L64
	strh    w20, [sp, #144]
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	mov     w5, #0x79b9
	ldr     w30, [sp, #72]
	ldr     w10, [sp, #48]
	mov     w12, w19
	add     x15, sp, #0x60
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	ldr     x9, [sp, #160]
	cbz     x9, .L69
	b       .L62
.L61:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x19, x14
	bl      <std::thread::functions::sleep>
	ldp     w30, w11, [sp, #72]
	ldp     w12, w10, [sp, #44]
	mov     w5, #0x79b9
	ldr     x13, [sp, #56]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	mov     x14, x19
	ldr     x9, [sp, #160]
	cbz     x9, .L69
.L62:
	add     x0, sp, #0x60
	mov     x19, x13
	str     w10, [sp, #48]
	str     w11, [sp, #76]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldp     w30, w11, [sp, #72]
	ldp     w12, w10, [sp, #44]
	movz    x14, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     w7, #0x2
	movk    x14, #0x40
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	mov     x13, x19
	b       .L69
.L63:
	ldrb    w8, [sp, #188]
	ldr     w11, [sp, #76]
	tbz     w8, #0, .L65
	mov     w8, #0xff
	b       .L66
.L64:
	mov     x2, x0
	ldr     x0, [sp, #128]
	mov     w3, w1
	mov     w1, w8
	str     w11, [sp, #76]
	bl      <hintlock::spin::policy::ran_others>
	ldp     w30, w11, [sp, #72]
	strb    w20, [sp, #144]
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #56]
	strb    w0, [sp, #145]
	mov     w5, #0x79b9
	mov     w12, w19
	movk    x14, #0x40
	ldr     w10, [sp, #48]
	add     x15, sp, #0x60
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	tbz     w0, #0, .L68
	str     w10, [sp, #48]
	bl      <hintlock::spin::policy::thread_cpu_ns>
	ldp     w30, w11, [sp, #72]
	movz    x14, #0x0, lsl #16
	ldr     w10, [sp, #48]
	mov     w5, #0x79b9
	movk    x14, #0x40
	ldr     x13, [sp, #56]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x60
	mov     w12, w19
	stp     x20, x0, [x28]
	ldr     x9, [sp, #160]
	cbz     x9, .L69
	b       .L62
.L65:
	ldr     w8, [sp, #176]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w3, cc
	lsl     w8, w4, w8
	mvn     w8, w8
.L66:
	ldr     w9, [sp, #180]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #160]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #180]
	cinc    w8, w8, eq
	cbz     w8, .L70
	ldr     w10, [sp, #48]
.L67:
	subs    w8, w8, #0x1
	isb
	b.ne    .L67
.L68:
	ldr     x9, [sp, #160]
	cbnz    x9, .L62
.L69:
	ldr     w19, [x21]
	mov     w8, #0x1
	str     w8, [sp, #92]
	b       .L6
.L70:
	ldr     w10, [sp, #48]
	cbz     x9, .L69
	b       .L62
.L71:
	and     w9, w19, #0x8
	and     w10, w19, #0xfffffffd
	mov     w25, w11
	orr     w9, w12, w9, lsr #3
	add     w11, w10, #0x20
	tst     w23, #0x1
	mov     w8, wzr
	csel    w22, w10, w11, ne
	tbnz    w9, #0, .L73
	mov     w9, #0xca00
	ldr     x28, [sp, #64]
	mov     w10, #0xffffffef
	movk    w9, #0x3b9a, lsl #16
	mov     w11, w25
	cmp     w30, w9
	ldr     x9, [sp, #8]
	b.eq    .L75
	lsr     w8, w19, #5
	sub     x0, x29, #0x18
	stur    x9, [x29, #-24]
	mov     w24, w30
	stur    w30, [x29, #-16]
	str     w8, [sp, #92]
	bl      <<std::time::Instant>::elapsed>
	str     x0, [sp, #48]
	ldr     w0, [sp, #92]
	str     w1, [sp, #32]
	bl      <hintlock::spin::policy::fair_after>
	ldr     x8, [sp, #48]
	cmp     x8, x0
	cset    w8, cs
	b.ne    .L72
	ldr     w8, [sp, #32]
	cmp     w8, w1
	cset    w8, cs
.L72:
	movz    x14, #0x0, lsl #16
	orr     w9, w22, #0x8
	cmp     w8, #0x0
	ldr     w12, [sp, #44]
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	mov     w5, #0x79b9
	csel    w22, w9, w22, ne
	add     x15, sp, #0x60
	mov     w10, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	mov     w30, w24
	b       .L74
.L73:
	ldr     x28, [sp, #64]
	mov     w10, #0xffffffef
.L74:
	mov     w11, w25
.L75:
	cmp     w22, w19
	b.eq    .L76
	mov     w9, w19
	cas     w9, w22, [x21]
	cmp     w9, w19
	mov     w19, w9
	b.ne    .L5
.L76:
	orr     w12, w12, w8
	mov     w23, #0x1
	mov     w19, w22
	tbnz    w22, #2, .L5
	mov     w8, #0xca00
	mov     w19, w12
	mov     w24, w30
	movk    w8, #0x3b9a, lsl #16
	cmp     w30, w8
	b.ne    .L77
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w24, w1
.L77:
	tst     w19, #0x1
	ldr     x2, [sp, #80]
	mov     x0, x21
	cinc    w5, w23, ne
	mov     w1, w22
	mov     w3, w25
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	strb    wzr, [sp, #144]
	movk    w8, #0x3b9a, lsl #16
	movz    x14, #0x0, lsl #16
	mov     w12, w19
	str     w8, [sp, #104]
	mov     w5, #0x79b9
	mov     w11, w25
	str     w8, [sp, #120]
	add     x15, sp, #0x60
	mov     w10, #0xffffffef
	str     w8, [sp, #136]
	add     x8, sp, #0x60
	mov     w16, #0xffffffe7
	stur    q0, [x8, #56]
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	stur    q0, [x8, #72]
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	stur    q0, [x8, #81]
	mov     w3, #0x4
	mov     w4, #0xffffffff
	ldr     w19, [x21]
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	mov     w30, w24
	b       .L5
.L78:
	mov     w0, #0x1
.L79:
	ldp     x20, x19, [sp, #304]
	ldp     x22, x21, [sp, #288]
	ldp     x24, x23, [sp, #272]
	ldp     x26, x25, [sp, #256]
	ldp     x28, x27, [sp, #240]
	ldp     x29, x30, [sp, #224]
	add     sp, sp, #0x140
	ret
.L80:
	mov     w0, wzr
	b       .L79

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	stp     x29, x30, [sp, #-32]!
	stp     x20, x19, [sp, #16]
	mov     x29, sp
	tbnz    w1, #4, .L3
	tbnz    w1, #3, .L4
.L0:
	mov     w8, #0xa
.L1:
	cmp     w1, #0x20
	b.cc    .L2
	and     w9, w1, w8
	cbnz    w9, .L2
	orr     w9, w1, #0x2
	mov     w10, w1
	cas     w10, w9, [x0]
	cmp     w10, w1
	mov     w1, w10
	b.ne    .L1
	mov     w3, #0x1
	mov     w1, #0x1
	mov     w2, #0x80
	ldp     x20, x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	b       <hintlock::futex::linux::wake>
.L2:
	ldp     x20, x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L3:
	mov     x19, x0
	mov     w20, w1
	bl      <hintlock::spin::policy::released>
	mov     w1, w20
	mov     x0, x19
	tbz     w20, #3, .L0
.L4:
	mov     w3, #0x2
	mov     w1, #0x1
	mov     w2, #0x80
	ldp     x20, x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	b       <hintlock::futex::linux::wake>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
.L0:
	cmp     w1, #0x20
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
