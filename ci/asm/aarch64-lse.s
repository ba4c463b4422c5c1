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
	sub     sp, sp, #0x130
	str     d8, [sp, #192]
	stp     x29, x30, [sp, #208]
	stp     x28, x27, [sp, #224]
	stp     x26, x25, [sp, #240]
	stp     x24, x23, [sp, #256]
	stp     x22, x21, [sp, #272]
	stp     x20, x19, [sp, #288]
	add     x29, sp, #0xd0
	movi    v0.2d, #0x0
	mov     w10, #0xca00
	stur    x1, [x29, #-8]
	movk    w10, #0x3b9a, lsl #16
	str     wzr, [sp, #64]
	movz    x8, #0x0, lsl #16
	str     w10, [sp, #80]
	mov     x20, #0x7c15
	adrp    x19, <anon.CONST>
	movk    x20, #0x7f4a, lsl #16
	mov     x21, x0
	stur    q0, [sp, #120]
	movk    x20, #0x79b9, lsl #32
	stur    q0, [sp, #136]
	movk    x20, #0x9e37, lsl #48
	movk    x8, #0x38
	stur    q0, [sp, #145]
	mrs     x24, tpidr_el0
	str     w10, [sp, #96]
	add     x9, x24, x8
	str     w10, [sp, #112]
	ldr     w25, [x0]
	ldp     x8, x23, [x9]
	ldr     x19, [x19, #3984]
	stp     xzr, xzr, [x9]
	tbz     w25, #4, .L1
	cmp     x8, x21
	b.ne    .L1
	mov     w26, w2
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
	subs    x8, x22, x23
	csel    x0, xzr, x8, cc
	bl      <hintlock::spin::policy::less_clock_read>
	mul     x8, x21, x20
	cmp     x0, #0x3c
	lsr     x8, x8, #58
	add     x9, x19, x8, lsl #6
	ldr     x10, [x9]
	b.cs    .L2
	mov     w11, #0x1
	mov     w2, w26
	b       .L3
.L1:
	mul     x8, x21, x20
	lsr     x8, x8, #58
	b       .L4
.L2:
	mov     w2, w26
	mov     w11, #0x2
	tbnz    w10, #1, .L3
	bfxil   x11, x10, #0, #1
.L3:
	and     x10, x10, #0x1c
	orr     x10, x10, x22, lsl #5
	orr     x10, x11, x10
	str     x10, [x9]
.L4:
	movz    x9, #0x0, lsl #16
	add     x12, x19, x8, lsl #6
	adrp    x8, <anon.CONST>
	movk    x9, #0x48
	ldr     d8, [x8, #72]
	mov     w17, #0x79b9
	mov     w3, #0xca00
	mov     w23, wzr
	mov     w28, wzr
	add     x26, x24, x9
	mov     w10, #0xffffffef
	mov     w11, #0xffffffe7
	mov     w22, #0xffffffe9
	mov     w27, #0xffffffe1
	mov     w13, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w20, #0x1
	mov     w15, #0x4
	mov     w16, #0xffffffff
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	movk    w3, #0x3b9a, lsl #16
	str     x24, [sp, #56]
.L5:
	tst     w28, #0x1
	mov     w1, wzr
	csel    w24, w11, w10, ne
	csel    w22, w27, w22, ne
	csel    w10, w14, w13, ne
	and     w19, w24, #0xfffffffd
.L6:
	mov     w0, w23
	tbz     w28, #0, .L20
.L7:
	tbnz    w25, #0, .L19
	tbz     w0, #0, .L13
.L8:
	ldrb    w8, [sp, #159]
	strb    w20, [sp, #157]
	str     wzr, [sp, #152]
	cmp     w8, #0x1
	strb    wzr, [sp, #159]
	b.ne    .L10
	strb    wzr, [sp, #160]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w25, #0x1f
	mov     w23, w25
	and     w8, w8, w19
	casa    w23, w8, [x21]
	ldr     x8, [sp, #128]
	cbz     x8, .L11
.L9:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x27, x12
	stp     w3, w2, [sp, #48]
	str     w10, [sp, #44]
	str     w1, [sp, #32]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w10, w3, [sp, #44]
	ldr     w1, [sp, #32]
	mov     w17, #0x79b9
	ldr     w0, [sp, #24]
	ldr     w2, [sp, #52]
	mov     w18, #0x11
	movk    w17, #0x9e37, lsl #16
	mov     w16, #0xffffffff
	mov     w15, #0x4
	mov     x12, x27
	cmp     w23, w25
	b.ne    .L12
	b       .L72
.L10:
	sub     w8, w25, #0x1f
	mov     w23, w25
	and     w8, w8, w19
	casa    w23, w8, [x21]
	ldr     x8, [sp, #128]
	cbnz    x8, .L9
.L11:
	cmp     w23, w25
	b.eq    .L72
.L12:
	mov     w25, w23
	tbz     w23, #0, .L8
	b       .L18
.L13:
	ldrb    w8, [sp, #159]
	strb    w20, [sp, #157]
	str     wzr, [sp, #152]
	cmp     w8, #0x1
	strb    wzr, [sp, #159]
	b.ne    .L15
	strb    wzr, [sp, #160]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w25, #0x1
	mov     w23, w25
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #128]
	cbz     x8, .L16
.L14:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x27, x12
	stp     w3, w2, [sp, #48]
	str     w10, [sp, #44]
	str     w1, [sp, #32]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w10, w3, [sp, #44]
	ldr     w1, [sp, #32]
	mov     w17, #0x79b9
	ldr     w0, [sp, #24]
	ldr     w2, [sp, #52]
	mov     w18, #0x11
	movk    w17, #0x9e37, lsl #16
	mov     w16, #0xffffffff
	mov     w15, #0x4
	mov     x12, x27
	cmp     w23, w25
	b.ne    .L17
	b       .L72
.L15:
	orr     w8, w25, #0x1
	mov     w23, w25
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #128]
	cbnz    x8, .L14
.L16:
	cmp     w23, w25
	b.eq    .L72
.L17:
	mov     w25, w23
	tbz     w23, #0, .L13
.L18:
	mov     w25, w23
	strb    w20, [sp, #158]
.L19:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L33
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
	casa    w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L7
	b       .L73
.L20:
	tbnz    w25, #0, .L32
	tbz     w0, #0, .L26
.L21:
	tbnz    w25, #3, .L32
	ldrb    w8, [sp, #159]
	strb    w20, [sp, #157]
	str     wzr, [sp, #152]
	cmp     w8, #0x1
	strb    wzr, [sp, #159]
	b.ne    .L23
	strb    wzr, [sp, #160]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w25, #0x1f
	mov     w23, w25
	and     w8, w8, w19
	casa    w23, w8, [x21]
	ldr     x8, [sp, #128]
	cbz     x8, .L24
.L22:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x27, x12
	stp     w3, w2, [sp, #48]
	str     w10, [sp, #44]
	str     w1, [sp, #32]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w10, w3, [sp, #44]
	ldr     w1, [sp, #32]
	mov     w17, #0x79b9
	ldr     w0, [sp, #24]
	ldr     w2, [sp, #52]
	mov     w18, #0x11
	movk    w17, #0x9e37, lsl #16
	mov     w16, #0xffffffff
	mov     w15, #0x4
	mov     x12, x27
	cmp     w23, w25
	b.ne    .L25
	b       .L72
.L23:
	sub     w8, w25, #0x1f
	mov     w23, w25
	and     w8, w8, w19
	casa    w23, w8, [x21]
	ldr     x8, [sp, #128]
	cbnz    x8, .L22
.L24:
	cmp     w23, w25
	b.eq    .L72
.L25:
	mov     w25, w23
	tbz     w23, #0, .L21
	b       .L31
.L26:
	tbnz    w25, #3, .L32
	ldrb    w8, [sp, #159]
	strb    w20, [sp, #157]
	str     wzr, [sp, #152]
	strb    wzr, [sp, #159]
	tbz     w8, #0, .L28
	strb    wzr, [sp, #160]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w25, #0x1
	mov     w23, w25
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #128]
	cbz     x8, .L29
.L27:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x27, x12
	stp     w3, w2, [sp, #48]
	str     w10, [sp, #44]
	str     w1, [sp, #32]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w10, w3, [sp, #44]
	ldr     w1, [sp, #32]
	mov     w17, #0x79b9
	ldr     w0, [sp, #24]
	ldr     w2, [sp, #52]
	mov     w18, #0x11
	movk    w17, #0x9e37, lsl #16
	mov     w16, #0xffffffff
	mov     w15, #0x4
	mov     x12, x27
	cmp     w23, w25
	b.ne    .L30
	b       .L72
.L28:
	orr     w8, w25, #0x1
	mov     w23, w25
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #128]
	cbnz    x8, .L27
.L29:
	cmp     w23, w25
	b.eq    .L72
.L30:
	mov     w25, w23
	tbz     w23, #0, .L26
.L31:
	strb    w20, [sp, #158]
	mov     w25, w23
.L32:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L33
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
	casa    w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L20
	b       .L73
.L33:
	ldr     w27, [sp, #144]
	mov     w23, w0
	stp     w10, w3, [sp, #44]
	str     w2, [sp, #52]
	cbnz    w27, .L34
	str     x12, [sp, #24]
	str     w1, [sp, #32]
	bl      <hintlock::spin::policy::multi_cpu>
	ldr     w1, [sp, #32]
	ldr     w3, [sp, #48]
	mov     w17, #0x79b9
	ldr     x12, [sp, #24]
	mov     w18, #0x11
	movk    w17, #0x9e37, lsl #16
	mov     w16, #0xffffffff
	mov     w15, #0x4
	mov     w14, #0xffffffe5
	mov     w13, #0xffffffed
	cbz     w0, .L46
.L34:
	ldr     w8, [sp, #152]
	ldr     w10, [sp, #64]
	add     w9, w27, #0x1
	str     w9, [sp, #144]
	adds    w8, w8, #0x1
	csinv   w11, w8, wzr, cc
	ldrb    w8, [sp, #158]
	tst     w9, #0x3
	str     w11, [sp, #152]
	b.eq    .L38
	cbnz    w10, .L38
	cbnz    w8, .L38
.L35:
	movz    x10, #0x0, lsl #16
	ldr     w2, [sp, #52]
	add     x11, sp, #0x40
	movk    x10, #0x30
	tbnz    w1, #0, .L56
	ldr     x1, [x12]
	ldr     x9, [sp, #56]
	str     w2, [sp, #52]
	ldr     w8, [x9, x10]
	add     w13, w8, #0x1
	str     w13, [x9, x10]
	mul     w8, w13, w17
	and     w10, w13, #0xf
	str     w13, [sp, #32]
	eor     w8, w8, w11
	orr     w8, w8, #0x1
	str     w8, [sp, #148]
	tbz     w1, #4, .L36
	cbz     w10, .L51
.L36:
	ands    x8, x1, x18
	str     x21, [sp, #120]
	cset    w9, ne
	strb    w9, [sp, #156]
	cbz     x8, .L52
.L37:
	mov     x27, x12
	str     x1, [sp, #24]
	str     w10, [sp, #20]
	bl      <<std::time::Instant>::now>
	ldp     w3, w2, [sp, #48]
	ldr     w10, [sp, #20]
	mov     w17, #0x79b9
	str     w1, [sp, #80]
	str     w1, [sp, #96]
	mov     w18, #0x11
	movk    w17, #0x9e37, lsl #16
	str     w1, [sp, #112]
	ldr     x1, [sp, #24]
	mov     w16, #0xffffffff
	mov     w15, #0x4
	mov     x12, x27
	str     x0, [sp, #72]
	str     x0, [sp, #88]
	str     x0, [sp, #104]
	b       .L53
.L38:
	stp     w8, w11, [sp, #16]
	mov     w27, w10
	str     w1, [sp, #32]
	str     x12, [sp, #24]
	bl      <<std::time::Instant>::now>
	ldr     w13, [sp, #80]
	mov     w11, #0xca00
	stur    x0, [x29, #-40]
	movk    w11, #0x3b9a, lsl #16
	stur    w1, [x29, #-32]
	cmp     w13, w11
	b.ne    .L39
	mov     w13, w1
	mov     x14, x0
	str     x0, [sp, #72]
	str     w1, [sp, #80]
	b       .L40
.L39:
	ldr     x14, [sp, #72]
.L40:
	ldr     w2, [sp, #96]
	cmp     w2, w11
	b.ne    .L41
	mov     w2, w1
	str     x0, [sp, #88]
	str     w1, [sp, #96]
.L41:
	ldr     w8, [sp, #112]
	ldr     x9, [sp, #104]
	ldrb    w10, [sp, #157]
	str     x0, [sp, #104]
	cmp     w8, w11
	str     w1, [sp, #112]
	csel    w8, w1, w8, eq
	csel    x9, x0, x9, eq
	strb    wzr, [sp, #157]
	tbz     w10, #0, .L42
	str     x0, [sp, #88]
	mov     w2, w1
	str     w1, [sp, #96]
.L42:
	cbz     w27, .L43
	cmp     w27, #0x1
	b.ne    .L45
	sub     x0, x29, #0x28
	mov     x1, x9
	mov     w2, w8
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x3e7
	ldr     x12, [sp, #24]
	movk    w9, #0x3b9a, lsl #16
	mov     w17, #0x79b9
	ldr     w3, [sp, #48]
	mul     x8, x0, x9
	mov     w13, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w15, #0x4
	mov     w16, #0xffffffff
	movk    w17, #0x9e37, lsl #16
	umulh   x9, x0, x9
	mov     w18, #0x11
	adds    x8, x8, w1, uxtw
	ldr     w1, [sp, #32]
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L46
	str     d8, [sp, #64]
	b       .L35
.L43:
	ldr     w8, [sp, #20]
	ldr     w1, [sp, #32]
	cmp     w8, #0x7
	b.ls    .L49
	ldrb    w8, [sp, #160]
	tbnz    w8, #0, .L44
	ldr     x1, [sp, #88]
	sub     x0, x29, #0x28
	str     w13, [sp, #20]
	mov     x27, x14
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     w13, [sp, #20]
	mov     x14, x27
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	ldr     w1, [sp, #32]
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	b.cc    .L49
.L44:
	ldrb    w8, [sp, #156]
	ldr     x12, [sp, #24]
	mov     w17, #0x79b9
	ldr     w3, [sp, #48]
	mov     w13, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w15, #0x4
	mov     w16, #0xffffffff
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	tbnz    w8, #0, .L46
	ldrb    w8, [sp, #159]
	tbnz    w8, #0, .L46
	ldr     x8, [sp, #120]
	str     wzr, [x26, #8]
	str     x8, [x26]
	b       .L46
.L45:
	ldr     w8, [sp, #68]
	ldr     x12, [sp, #24]
	mov     w17, #0x79b9
	ldr     w3, [sp, #48]
	ldr     w1, [sp, #32]
	mov     w13, #0xffffffed
	cmp     w8, #0x3
	mov     w14, #0xffffffe5
	mov     w9, #0x2
	mov     w15, #0x4
	mov     w16, #0xffffffff
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	b.cs    .L46
	add     w8, w8, #0x1
	stp     w9, w8, [sp, #64]
	b       .L35
.L46:
	ldr     w2, [sp, #52]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	str     w2, [sp, #52]
	b.eq    .L66
	mov     x27, x12
	bl      <<std::time::Instant>::now>
	ldur    x8, [x29, #-8]
	cmp     x0, x8
	b.ne    .L47
	ldp     w3, w2, [sp, #48]
	mov     w17, #0x79b9
	mov     x12, x27
	mov     w13, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w15, #0x4
	mov     w16, #0xffffffff
	cmp     w1, w2
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	b.cs    .L48
	b       .L66
.L47:
	ldp     w3, w2, [sp, #48]
	mov     w17, #0x79b9
	mov     x12, x27
	mov     w13, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w15, #0x4
	mov     w16, #0xffffffff
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	b.lt    .L66
.L48:
	tbz     w23, #0, .L74
	and     w8, w25, #0xfffffffd
	ldr     w10, [sp, #44]
	mov     w9, w25
	sub     w8, w8, #0x20
	mov     w1, wzr
	mov     w0, wzr
	and     w8, w8, w10
	mov     w23, #0x1
	cas     w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
	b       .L73
.L49:
	ldr     x12, [sp, #24]
	mov     w17, #0x79b9
	ldr     w3, [sp, #48]
	ldr     w8, [sp, #16]
	mov     w15, #0x4
	mov     w16, #0xffffffff
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	tbnz    w8, #0, .L50
	sub     x0, x29, #0x28
	mov     x1, x14
	mov     w2, w13
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     w3, [sp, #48]
	mov     w17, #0x79b9
	movk    w9, #0x3b9a, lsl #16
	ldr     x12, [sp, #24]
	mov     w18, #0x11
	mul     x8, x0, x9
	movk    w17, #0x9e37, lsl #16
	mov     w16, #0xffffffff
	mov     w15, #0x4
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	ldr     w1, [sp, #32]
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L35
.L50:
	str     w20, [sp, #64]
	b       .L35
.L51:
	str     x12, [sp, #24]
	mov     x27, x1
	str     w10, [sp, #20]
	bl      <hintlock::spin::policy::now_ns>
	mov     x2, x0
	ldr     x0, [sp, #24]
	mov     x1, x27
	bl      <hintlock::spin::policy::drop_stale_far>
	ldp     w3, w2, [sp, #48]
	ldr     w10, [sp, #20]
	mov     w17, #0x79b9
	ldr     x12, [sp, #24]
	mov     w18, #0x11
	movk    w17, #0x9e37, lsl #16
	mov     w16, #0xffffffff
	mov     w15, #0x4
	mov     x1, x0
	ands    x8, x0, x18
	str     x21, [sp, #120]
	cset    w9, ne
	strb    w9, [sp, #156]
	cbnz    x8, .L37
.L52:
	ldr     x8, [x26]
	cmp     x8, x21
	b.ne    .L53
	ldr     w8, [x26, #8]
	strb    w20, [sp, #159]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x26, #8]
	cset    w8, ne
	strb    w8, [sp, #160]
.L53:
	and     w8, w25, #0x10
	orr     w8, w10, w8
	cbnz    w8, .L56
	mov     x0, x12
	mov     w27, w3
	mov     x25, x12
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #32]
	tst     w8, #0xf0
	b.ne    .L54
	cbz     w0, .L54
	mov     w17, #0x79b9
	ldr     w2, [sp, #52]
	mov     x12, x25
	mov     w15, #0x4
	mov     w16, #0xffffffff
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	mov     w8, #0x10
	mov     w3, w27
	str     x25, [sp, #128]
	b       .L55
.L54:
	mov     w17, #0x79b9
	ldr     w2, [sp, #52]
	mov     x12, x25
	mov     w15, #0x4
	mov     w16, #0xffffffff
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	mov     w8, #0x10
	mov     w3, w27
	tbz     w0, #0, .L56
.L55:
	ldset   w8, w8, [x21]
.L56:
	ldr     w8, [sp, #64]
	cmp     w8, #0x2
	b.eq    .L57
	cmp     w8, #0x1
	b.ne    .L60
	mov     x25, x12
	mov     w27, w2
	bl      <std::thread::functions::yield_now>
	ldr     w3, [sp, #48]
	mov     w2, w27
	b       .L58
.L57:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x25, x12
	mov     w27, w3
	str     w2, [sp, #52]
	bl      <std::thread::functions::sleep>
	ldr     w2, [sp, #52]
	mov     w3, w27
.L58:
	mov     w17, #0x79b9
	ldr     w10, [sp, #44]
	mov     w18, #0x11
	movk    w17, #0x9e37, lsl #16
	mov     w16, #0xffffffff
	mov     w15, #0x4
	mov     x12, x25
	ldr     x9, [sp, #128]
	cbz     x9, .L64
.L59:
	add     x0, sp, #0x40
	mov     x25, x12
	mov     w27, w2
	str     w10, [sp, #44]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldp     w10, w3, [sp, #44]
	mov     w17, #0x79b9
	mov     w2, w27
	mov     w18, #0x11
	movk    w17, #0x9e37, lsl #16
	mov     w16, #0xffffffff
	mov     w15, #0x4
	mov     x12, x25
	b       .L64
.L60:
	ldrb    w8, [sp, #156]
	tbz     w8, #0, .L61
	mov     w8, #0xff
	b       .L62
.L61:
	ldr     w8, [sp, #144]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w15, cc
	lsl     w8, w16, w8
	mvn     w8, w8
.L62:
	ldr     w9, [sp, #148]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #128]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #148]
	cinc    w8, w8, eq
	cbz     w8, .L65
	ldr     w10, [sp, #44]
.L63:
	subs    w8, w8, #0x1
	isb
	b.ne    .L63
	ldr     x9, [sp, #128]
	cbnz    x9, .L59
.L64:
	ldr     w25, [x21]
	mov     w1, #0x1
	b       .L6
.L65:
	ldr     w10, [sp, #44]
	cbz     x9, .L64
	b       .L59
.L66:
	and     w9, w25, #0x8
	and     w10, w25, #0xfffffffd
	tst     w23, #0x1
	orr     w9, w28, w9, lsr #3
	add     w11, w10, #0x20
	mov     w8, wzr
	csel    w19, w10, w11, ne
	tbnz    w9, #0, .L68
	mov     w9, #0xca00
	mov     w10, #0xffffffef
	mov     w11, #0xffffffe7
	movk    w9, #0x3b9a, lsl #16
	mov     w22, #0xffffffe9
	mov     w27, #0xffffffe1
	cmp     w3, w9
	ldr     x9, [sp, #8]
	b.eq    .L69
	lsr     w8, w25, #5
	sub     x0, x29, #0x28
	str     x12, [sp, #24]
	stur    x9, [x29, #-40]
	mov     w24, w3
	str     w8, [sp, #44]
	stur    w3, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	str     x0, [sp, #32]
	ldr     w0, [sp, #44]
	str     w1, [sp, #20]
	bl      <hintlock::spin::policy::fair_after>
	ldr     x8, [sp, #32]
	cmp     x8, x0
	cset    w8, cs
	b.ne    .L67
	ldr     w8, [sp, #20]
	cmp     w8, w1
	cset    w8, cs
.L67:
	orr     w9, w19, #0x8
	cmp     w8, #0x0
	ldr     x12, [sp, #24]
	mov     w17, #0x79b9
	ldr     w2, [sp, #52]
	csel    w19, w9, w19, ne
	mov     w10, #0xffffffef
	mov     w11, #0xffffffe7
	mov     w13, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w15, #0x4
	mov     w16, #0xffffffff
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	mov     w3, w24
	b       .L69
.L68:
	mov     w10, #0xffffffef
	mov     w11, #0xffffffe7
	mov     w22, #0xffffffe9
	mov     w27, #0xffffffe1
.L69:
	cmp     w19, w25
	b.eq    .L70
	mov     w9, w25
	cas     w9, w19, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L5
.L70:
	orr     w28, w28, w8
	mov     w23, #0x1
	mov     w25, w19
	tbnz    w19, #2, .L5
	mov     w8, #0xca00
	mov     w22, w19
	mov     x19, x12
	movk    w8, #0x3b9a, lsl #16
	mov     w27, w2
	mov     w24, w3
	cmp     w3, w8
	b.ne    .L71
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w24, w1
.L71:
	tst     w28, #0x1
	ldur    x2, [x29, #-8]
	mov     x0, x21
	cinc    w5, w23, ne
	mov     w1, w22
	mov     w3, w27
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #64]
	movk    w8, #0x3b9a, lsl #16
	mov     w17, #0x79b9
	mov     w2, w27
	str     w8, [sp, #80]
	mov     x12, x19
	mov     w10, #0xffffffef
	str     w8, [sp, #96]
	mov     w11, #0xffffffe7
	mov     w22, #0xffffffe9
	str     w8, [sp, #112]
	add     x8, sp, #0x40
	mov     w27, #0xffffffe1
	stur    q0, [x8, #56]
	mov     w13, #0xffffffed
	mov     w14, #0xffffffe5
	stur    q0, [x8, #72]
	mov     w15, #0x4
	mov     w16, #0xffffffff
	stur    q0, [x8, #81]
	movk    w17, #0x9e37, lsl #16
	mov     w18, #0x11
	ldr     w25, [x21]
	mov     w3, w24
	b       .L5
.L72:
	mov     w0, #0x1
.L73:
	ldp     x20, x19, [sp, #288]
	ldr     d8, [sp, #192]
	ldp     x22, x21, [sp, #272]
	ldp     x24, x23, [sp, #256]
	ldp     x26, x25, [sp, #240]
	ldp     x28, x27, [sp, #224]
	ldp     x29, x30, [sp, #208]
	add     sp, sp, #0x130
	ret
.L74:
	mov     w0, wzr
	b       .L73

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
