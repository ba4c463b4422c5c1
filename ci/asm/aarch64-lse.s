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
	stur    w2, [x29, #-4]
	movk    w10, #0x3b9a, lsl #16
	str     x1, [sp, #48]
	movz    x8, #0x0, lsl #16
	str     wzr, [sp, #64]
	adrp    x19, <anon.CONST>
	mov     x21, x0
	str     w10, [sp, #80]
	stur    q0, [sp, #120]
	stur    q0, [sp, #136]
	movk    x8, #0x38
	stur    q0, [sp, #145]
	mrs     x24, tpidr_el0
	str     w10, [sp, #96]
	add     x9, x24, x8
	str     w10, [sp, #112]
	ldr     w27, [x0]
	ldp     x8, x20, [x9]
	ldr     x19, [x19, #3984]
	stp     xzr, xzr, [x9]
	tbz     w27, #4, .L1
	cmp     x8, x21
	b.ne    .L1
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
	subs    x8, x22, x20
	csel    x0, xzr, x8, cc
	bl      <hintlock::spin::policy::less_clock_read>
	mov     x8, #0x7c15
	cmp     x0, #0x3c
	movk    x8, #0x7f4a, lsl #16
	movk    x8, #0x79b9, lsl #32
	movk    x8, #0x9e37, lsl #48
	mul     x8, x21, x8
	lsr     x8, x8, #58
	add     x9, x19, x8, lsl #6
	ldr     x10, [x9]
	b.cs    .L2
	mov     w11, #0x1
	b       .L3
.L1:
	mov     x8, #0x7c15
	movk    x8, #0x7f4a, lsl #16
	movk    x8, #0x79b9, lsl #32
	movk    x8, #0x9e37, lsl #48
	mul     x8, x21, x8
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
	str     x10, [x9]
.L4:
	movz    x9, #0x0, lsl #16
	add     x12, x19, x8, lsl #6
	movz    x13, #0x0, lsl #16
	movk    x9, #0x48
	adrp    x8, <compiler_builtins::float::mul::mul::<f128>+0x3f4>
	movk    x13, #0x30
	ldr     d8, [x8, #3944]
	mov     w10, #0xca00
	mov     w28, wzr
	mov     w23, wzr
	add     x26, x24, x9
	add     x14, sp, #0x40
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w20, #0x1
	movk    w10, #0x3b9a, lsl #16
	str     x24, [sp, #56]
.L5:
	tst     w23, #0x1
	mov     w3, wzr
	mov     w25, w27
	csel    w19, w16, w15, ne
	csel    w22, w18, w17, ne
	csel    w11, w2, w1, ne
	and     w24, w19, #0xfffffffd
.L6:
	mov     w0, w28
	tbz     w23, #0, .L20
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
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w25, #0x1f
	mov     w27, w25
	and     w8, w8, w24
	casa    w27, w8, [x21]
	ldr     x8, [sp, #128]
	cbz     x8, .L11
.L9:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x28, x12
	stur    w10, [x29, #-8]
	str     w11, [sp, #44]
	str     w3, [sp, #28]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w0, w3, [sp, #24]
	movz    x13, #0x0, lsl #16
	ldr     w11, [sp, #44]
	ldur    w10, [x29, #-8]
	movk    x13, #0x30
	add     x14, sp, #0x40
	mov     x12, x28
	cmp     w27, w25
	b.ne    .L12
	b       .L75
.L10:
	sub     w8, w25, #0x1f
	mov     w27, w25
	and     w8, w8, w24
	casa    w27, w8, [x21]
	ldr     x8, [sp, #128]
	cbnz    x8, .L9
.L11:
	cmp     w27, w25
	b.eq    .L75
.L12:
	mov     w25, w27
	tbz     w27, #0, .L8
	b       .L18
.L13:
	ldrb    w8, [sp, #159]
	strb    w20, [sp, #157]
	str     wzr, [sp, #152]
	cmp     w8, #0x1
	strb    wzr, [sp, #159]
	b.ne    .L15
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w25, #0x1
	mov     w27, w25
	and     w8, w8, w19
	casa    w27, w8, [x21]
	ldr     x8, [sp, #128]
	cbz     x8, .L16
.L14:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x28, x12
	stur    w10, [x29, #-8]
	str     w11, [sp, #44]
	str     w3, [sp, #28]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w0, w3, [sp, #24]
	movz    x13, #0x0, lsl #16
	ldr     w11, [sp, #44]
	ldur    w10, [x29, #-8]
	movk    x13, #0x30
	add     x14, sp, #0x40
	mov     x12, x28
	cmp     w27, w25
	b.ne    .L17
	b       .L75
.L15:
	orr     w8, w25, #0x1
	mov     w27, w25
	and     w8, w8, w19
	casa    w27, w8, [x21]
	ldr     x8, [sp, #128]
	cbnz    x8, .L14
.L16:
	cmp     w27, w25
	b.eq    .L75
.L17:
	mov     w25, w27
	tbz     w27, #0, .L13
.L18:
	mov     w25, w27
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
	b       .L76
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
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w25, #0x1f
	mov     w27, w25
	and     w8, w8, w24
	casa    w27, w8, [x21]
	ldr     x8, [sp, #128]
	cbz     x8, .L24
.L22:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x28, x12
	stur    w10, [x29, #-8]
	str     w11, [sp, #44]
	str     w3, [sp, #28]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w0, w3, [sp, #24]
	movz    x13, #0x0, lsl #16
	ldr     w11, [sp, #44]
	ldur    w10, [x29, #-8]
	movk    x13, #0x30
	add     x14, sp, #0x40
	mov     x12, x28
	cmp     w27, w25
	b.ne    .L25
	b       .L75
.L23:
	sub     w8, w25, #0x1f
	mov     w27, w25
	and     w8, w8, w24
	casa    w27, w8, [x21]
	ldr     x8, [sp, #128]
	cbnz    x8, .L22
.L24:
	cmp     w27, w25
	b.eq    .L75
.L25:
	mov     w25, w27
	tbz     w27, #0, .L21
	b       .L31
.L26:
	tbnz    w25, #3, .L32
	ldrb    w8, [sp, #159]
	strb    w20, [sp, #157]
	str     wzr, [sp, #152]
	strb    wzr, [sp, #159]
	tbz     w8, #0, .L28
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w25, #0x1
	mov     w27, w25
	and     w8, w8, w19
	casa    w27, w8, [x21]
	ldr     x8, [sp, #128]
	cbz     x8, .L29
.L27:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x28, x12
	stur    w10, [x29, #-8]
	str     w11, [sp, #44]
	str     w3, [sp, #28]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w0, w3, [sp, #24]
	movz    x13, #0x0, lsl #16
	ldr     w11, [sp, #44]
	ldur    w10, [x29, #-8]
	movk    x13, #0x30
	add     x14, sp, #0x40
	mov     x12, x28
	cmp     w27, w25
	b.ne    .L30
	b       .L75
.L28:
	orr     w8, w25, #0x1
	mov     w27, w25
	and     w8, w8, w19
	casa    w27, w8, [x21]
	ldr     x8, [sp, #128]
	cbnz    x8, .L27
.L29:
	cmp     w27, w25
	b.eq    .L75
.L30:
	mov     w25, w27
	tbz     w27, #0, .L26
.L31:
	strb    w20, [sp, #158]
	mov     w25, w27
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
	b       .L76
.L33:
	ldr     w27, [sp, #144]
	mov     w28, w0
	str     w3, [sp, #28]
	str     w11, [sp, #44]
	stur    w10, [x29, #-8]
	str     x12, [sp, #32]
	cbnz    w27, .L34
	bl      <hintlock::spin::policy::multi_cpu>
	movz    x13, #0x0, lsl #16
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	movk    x13, #0x30
	ldr     x12, [sp, #32]
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x40
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
	ldr     w8, [sp, #28]
	mov     w15, #0x4
	mov     w16, #0xffffffff
	mov     w10, #0x11
	tbnz    w8, #0, .L63
	ldr     x1, [x12]
	ldr     x11, [sp, #56]
	ldr     w8, [x11, x13]
	add     w17, w8, #0x1
	mov     w8, #0x79b9
	str     w17, [x11, x13]
	movk    w8, #0x9e37, lsl #16
	str     w17, [sp, #28]
	mul     w9, w17, w8
	ands    x8, x1, x10
	cset    w10, ne
	strb    w10, [sp, #156]
	eor     w9, w9, w14
	orr     w9, w9, #0x1
	str     w9, [sp, #148]
	and     w9, w17, #0xf
	tbz     w1, #4, .L36
	cbz     w9, .L57
.L36:
	cbz     x8, .L58
.L37:
	str     w9, [sp, #24]
	mov     x27, x12
	str     x1, [sp, #16]
	bl      <<std::time::Instant>::now>
	movz    x13, #0x0, lsl #16
	ldr     w9, [sp, #24]
	mov     w16, #0xffffffff
	movk    x13, #0x30
	ldrb    w8, [sp, #156]
	str     w1, [sp, #80]
	str     w1, [sp, #96]
	mov     w15, #0x4
	add     x14, sp, #0x40
	str     w1, [sp, #112]
	ldr     x1, [sp, #16]
	mov     x12, x27
	str     x0, [sp, #72]
	str     x0, [sp, #88]
	str     x0, [sp, #104]
	str     x21, [sp, #120]
	tbz     w8, #0, .L59
	b       .L60
.L38:
	str     w11, [sp, #24]
	mov     w27, w10
	str     w8, [sp, #16]
	bl      <<std::time::Instant>::now>
	ldr     w15, [sp, #80]
	mov     w8, #0xca00
	stur    x0, [x29, #-40]
	movk    w8, #0x3b9a, lsl #16
	stur    w1, [x29, #-32]
	cmp     w15, w8
	b.ne    .L39
	mov     w15, w1
	mov     x16, x0
	str     x0, [sp, #72]
	str     w1, [sp, #80]
	b       .L40
.L39:
	ldr     x16, [sp, #72]
.L40:
	ldr     w2, [sp, #96]
	mov     w3, #0x2
	cmp     w2, w8
	b.ne    .L41
	mov     w2, w1
	str     x0, [sp, #88]
	str     w1, [sp, #96]
.L41:
	ldr     w8, [sp, #112]
	mov     w11, #0xca00
	ldr     x9, [sp, #104]
	movk    w11, #0x3b9a, lsl #16
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
	movz    x13, #0x0, lsl #16
	movk    w9, #0x3b9a, lsl #16
	ldr     x12, [sp, #32]
	movk    x13, #0x30
	mul     x8, x0, x9
	add     x14, sp, #0x40
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	umulh   x9, x0, x9
	mov     w2, #0xffffffe5
	adds    x8, x8, w1, uxtw
	mov     w1, #0xffffffed
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L46
	str     d8, [sp, #64]
	b       .L35
.L43:
	ldr     w8, [sp, #24]
	cmp     w8, #0x7
	b.ls    .L51
	ldrb    w8, [sp, #160]
	tbnz    w8, #0, .L44
	ldr     x1, [sp, #88]
	sub     x0, x29, #0x28
	str     w15, [sp, #24]
	mov     x27, x16
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     w15, [sp, #24]
	mov     x16, x27
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	b.cc    .L51
.L44:
	movz    x13, #0x0, lsl #16
	ldrb    w8, [sp, #156]
	ldr     x12, [sp, #32]
	movk    x13, #0x30
	add     x14, sp, #0x40
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	tbnz    w8, #0, .L46
	ldrb    w8, [sp, #159]
	tbnz    w8, #0, .L46
	ldr     x8, [sp, #120]
	str     wzr, [x26, #8]
	str     x8, [x26]
	b       .L46
.L45:
	ldr     w8, [sp, #68]
	movz    x13, #0x0, lsl #16
	ldr     x12, [sp, #32]
	movk    x13, #0x30
	add     x14, sp, #0x40
	mov     w15, #0xffffffef
	cmp     w8, #0x3
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	b.cs    .L46
	add     w8, w8, #0x1
	stp     w3, w8, [sp, #64]
	b       .L35
.L46:
	ldur    w8, [x29, #-4]
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L48
.L47:
	and     w9, w25, #0x8
	and     w10, w25, #0xfffffffd
	tst     w28, #0x1
	orr     w9, w23, w9, lsr #3
	add     w11, w10, #0x20
	mov     w8, wzr
	csel    w27, w10, w11, ne
	tbnz    w9, #0, .L55
	mov     w9, #0xca00
	ldur    w10, [x29, #-8]
	ldr     w11, [sp, #44]
	movk    w9, #0x3b9a, lsl #16
	cmp     w10, w9
	b.eq    .L56
	ldr     x8, [sp, #8]
	sub     x0, x29, #0x28
	str     w11, [sp, #44]
	stur    w10, [x29, #-8]
	stur    x8, [x29, #-40]
	stur    w10, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L53
	orr     w27, w27, #0x8
	mov     w8, #0x1
	b       .L54
.L48:
	mov     x27, x12
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #48]
	cmp     x0, x8
	b.ne    .L49
	ldur    w8, [x29, #-4]
	movz    x13, #0x0, lsl #16
	mov     x12, x27
	movk    x13, #0x30
	add     x14, sp, #0x40
	mov     w15, #0xffffffef
	cmp     w1, w8
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	b.cc    .L47
	b       .L50
.L49:
	movz    x13, #0x0, lsl #16
	mov     x12, x27
	add     x14, sp, #0x40
	movk    x13, #0x30
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	b.lt    .L47
.L50:
	tbz     w28, #0, .L77
	and     w8, w25, #0xfffffffd
	ldr     w11, [sp, #44]
	mov     w9, w25
	sub     w8, w8, #0x20
	mov     w3, wzr
	mov     w0, wzr
	and     w8, w8, w11
	mov     w28, #0x1
	cas     w9, w8, [x21]
	ldur    w10, [x29, #-8]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
	b       .L76
.L51:
	movz    x13, #0x0, lsl #16
	ldr     x12, [sp, #32]
	add     x14, sp, #0x40
	movk    x13, #0x30
	ldr     w8, [sp, #16]
	tbnz    w8, #0, .L52
	sub     x0, x29, #0x28
	mov     x1, x16
	mov     w2, w15
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movz    x13, #0x0, lsl #16
	add     x14, sp, #0x40
	movk    w9, #0x3b9a, lsl #16
	movk    x13, #0x30
	ldr     x12, [sp, #32]
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L35
.L52:
	str     w20, [sp, #64]
	b       .L35
.L53:
	mov     w8, #0xa11f
	orr     w9, w27, #0x8
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	cset    w8, hi
	csel    w27, w9, w27, hi
.L54:
	movz    x13, #0x0, lsl #16
	ldr     x12, [sp, #32]
	add     x14, sp, #0x40
	movk    x13, #0x30
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
.L55:
	ldur    w10, [x29, #-8]
	ldr     w11, [sp, #44]
.L56:
	cmp     w27, w25
	b.eq    .L73
	mov     w9, w25
	mov     w3, wzr
	cas     w9, w27, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
	b       .L73
.L57:
	mov     x27, x1
	str     w9, [sp, #24]
	bl      <hintlock::spin::policy::now_ns>
	mov     x2, x0
	ldr     x0, [sp, #32]
	mov     x1, x27
	bl      <hintlock::spin::policy::drop_stale_far>
	mov     w8, #0x11
	movz    x13, #0x0, lsl #16
	mov     w16, #0xffffffff
	ands    x8, x0, x8
	movk    x13, #0x30
	ldr     x12, [sp, #32]
	cset    w9, ne
	mov     w15, #0x4
	add     x14, sp, #0x40
	strb    w9, [sp, #156]
	ldr     w9, [sp, #24]
	mov     x1, x0
	cbnz    x8, .L37
.L58:
	str     x21, [sp, #120]
.L59:
	ldr     x8, [x26]
	cmp     x8, x21
	b.ne    .L60
	ldr     w8, [x26, #8]
	strb    w20, [sp, #159]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x26, #8]
	cset    w8, ne
	strb    w8, [sp, #160]
.L60:
	and     w8, w25, #0x10
	orr     w8, w9, w8
	cbnz    w8, .L63
	mov     x0, x12
	mov     x27, x13
	mov     x25, x12
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #28]
	tst     w8, #0xf0
	b.ne    .L61
	cbz     w0, .L61
	mov     x12, x25
	mov     x13, x27
	add     x14, sp, #0x40
	mov     w15, #0x4
	mov     w16, #0xffffffff
	str     x25, [sp, #128]
	b       .L62
.L61:
	mov     x12, x25
	mov     x13, x27
	add     x14, sp, #0x40
	mov     w15, #0x4
	mov     w16, #0xffffffff
	tbz     w0, #0, .L63
.L62:
	mov     w8, #0x10
	ldset   w8, w8, [x21]
.L63:
	ldr     w8, [sp, #64]
	cmp     w8, #0x2
	b.eq    .L64
	cmp     w8, #0x1
	b.ne    .L67
	mov     x25, x12
	mov     x27, x13
	bl      <std::thread::functions::yield_now>
	b       .L65
.L64:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x25, x12
	mov     x27, x13
	bl      <std::thread::functions::sleep>
.L65:
	ldur    w10, [x29, #-8]
	ldr     w11, [sp, #44]
	add     x14, sp, #0x40
	mov     x13, x27
	mov     x12, x25
	ldr     x9, [sp, #128]
	cbz     x9, .L71
.L66:
	add     x0, sp, #0x40
	mov     x25, x12
	mov     x27, x13
	stur    w10, [x29, #-8]
	str     w11, [sp, #44]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldr     w11, [sp, #44]
	ldur    w10, [x29, #-8]
	add     x14, sp, #0x40
	mov     x13, x27
	mov     x12, x25
	b       .L71
.L67:
	ldrb    w8, [sp, #156]
	ldr     w11, [sp, #44]
	tbz     w8, #0, .L68
	mov     w8, #0xff
	b       .L69
.L68:
	ldr     w8, [sp, #144]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w15, cc
	lsl     w8, w16, w8
	mvn     w8, w8
.L69:
	ldr     w9, [sp, #148]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #128]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #148]
	cinc    w8, w8, eq
	cbz     w8, .L72
	ldur    w10, [x29, #-8]
.L70:
	subs    w8, w8, #0x1
	isb
	b.ne    .L70
	ldr     x9, [sp, #128]
	cbnz    x9, .L66
.L71:
	ldr     w25, [x21]
	mov     w3, #0x1
	b       .L6
.L72:
	ldur    w10, [x29, #-8]
	cbz     x9, .L71
	b       .L66
.L73:
	orr     w23, w23, w8
	mov     w28, #0x1
	tbnz    w27, #2, .L5
	mov     w8, #0xca00
	mov     x22, x13
	mov     x19, x12
	movk    w8, #0x3b9a, lsl #16
	mov     w24, w10
	cmp     w10, w8
	b.ne    .L74
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w24, w1
.L74:
	tst     w23, #0x1
	ldr     x2, [sp, #48]
	ldur    w3, [x29, #-4]
	cinc    w5, w28, ne
	mov     x0, x21
	mov     w1, w27
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #64]
	movk    w8, #0x3b9a, lsl #16
	mov     x12, x19
	mov     x13, x22
	str     w8, [sp, #80]
	add     x14, sp, #0x40
	mov     w15, #0xffffffef
	str     w8, [sp, #96]
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	str     w8, [sp, #112]
	add     x8, sp, #0x40
	mov     w18, #0xffffffe1
	stur    q0, [x8, #56]
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	stur    q0, [x8, #72]
	mov     w10, w24
	stur    q0, [x8, #81]
	ldr     w27, [x21]
	b       .L5
.L75:
	mov     w0, #0x1
.L76:
	ldp     x20, x19, [sp, #288]
	ldr     d8, [sp, #192]
	ldp     x22, x21, [sp, #272]
	ldp     x24, x23, [sp, #256]
	ldp     x26, x25, [sp, #240]
	ldp     x28, x27, [sp, #224]
	ldp     x29, x30, [sp, #208]
	add     sp, sp, #0x130
	ret
.L77:
	mov     w0, wzr
	b       .L76

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
