# target aarch64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	mov     w8, wzr
	mov     w9, #0x1
.L0:
	ldaxr   w10, [x0]
	cmp     w10, w8
	b.ne    .L1
	stxr    w11, w9, [x0]
	cbnz    w11, .L0
	b       .L2
.L1:
	clrex
.L2:
	cbnz    w10, .L3
	ret
.L3:
	mov     w2, #0xca00
	movk    w2, #0x3b9a, lsl #16
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== hintlock_probe_try_lock
	mov     w8, #0x1
	mov     w10, wzr
.L0:
	ldaxr   w9, [x0]
	cmp     w9, w10
	b.ne    .L1
	stxr    w11, w8, [x0]
	cbnz    w11, .L0
	b       .L2
.L1:
	clrex
.L2:
	cbnz    w9, .L4
.L3:
	mov     w0, w8
	ret
.L4:
	mov     w10, #0x9
.L5:
	ands    w11, w9, w10
	cset    w8, eq
	cbnz    w11, .L3
	orr     w11, w9, #0x1
.L6:
	ldaxr   w12, [x0]
	cmp     w12, w9
	b.ne    .L7
	stxr    w13, w11, [x0]
	cbnz    w13, .L6
	b       .L8
.L7:
	clrex
.L8:
	cmp     w12, w9
	mov     w9, w12
	b.ne    .L5
	b       .L3

== hintlock_probe_unlock
	mov     w8, #0x1
.L0:
	ldxr    w9, [x0]
	sub     w10, w9, w8
	stlxr   w11, w10, [x0]
	cbnz    w11, .L0
	subs    w1, w9, #0x1
	b.ne    .L1
	ret
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
	ldr     w1, [x0]
	cmp     w1, #0x1f
	b.hi    .L1
	mov     w8, #0x1
.L0:
	ldxr    w9, [x0]
	sub     w10, w9, w8
	stlxr   w11, w10, [x0]
	cbnz    w11, .L0
	subs    w1, w9, #0x1
	b.ne    .L2
	ret
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
.L2:
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
	mov     x20, #0x7c15
	adrp    x19, <anon.CONST>
	str     w10, [sp, #80]
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
	ldr     w26, [x0]
	ldp     x8, x23, [x9]
	ldr     x19, [x19, #3976]
	stp     xzr, xzr, [x9]
	tbz     w26, #4, .L2
	cmp     x8, x21
	b.ne    .L2
	bl      <hintlock::spin::policy::now_ns>
	mov     x22, x0
	bl      <hintlock::spin::policy::now_ns>
	adrp    x8, <anon.CONST>
	subs    x9, x0, x22
	ldr     x8, [x8, #4040]
	csel    x9, xzr, x9, cc
	ldr     x10, [x8]
	cmp     x9, x10
	b.cs    .L1
.L0:
	ldxr    x10, [x8]
	cmp     x10, x9
	csel    x10, x10, x9, ls
	stxr    w11, x10, [x8]
	cbnz    w11, .L0
.L1:
	subs    x8, x22, x23
	csel    x0, xzr, x8, cc
	bl      <hintlock::spin::policy::less_clock_read>
	mul     x8, x21, x20
	cmp     x0, #0x3c
	lsr     x8, x8, #58
	add     x9, x19, x8, lsl #6
	ldr     x10, [x9]
	b.cs    .L3
	mov     w11, #0x1
	b       .L4
.L2:
	mul     x8, x21, x20
	lsr     x8, x8, #58
	b       .L5
.L3:
	mov     w11, #0x2
	tbnz    w10, #1, .L4
	bfxil   x11, x10, #0, #1
.L4:
	and     x10, x10, #0x1c
	orr     x10, x10, x22, lsl #5
	orr     x10, x11, x10
	str     x10, [x9]
.L5:
	movz    x9, #0x0, lsl #16
	add     x12, x19, x8, lsl #6
	movz    x13, #0x0, lsl #16
	movk    x9, #0x48
	adrp    x8, <compiler_builtins::float::mul::mul::<f128>+0xc8>
	movk    x13, #0x30
	ldr     d8, [x8, #1464]
	mov     w5, #0x79b9
	mov     w6, #0xca00
	mov     w23, wzr
	mov     w27, wzr
	add     x20, x24, x9
	add     x14, sp, #0x40
	mov     w11, #0xffffffef
	mov     w15, #0xffffffe7
	mov     w16, #0xffffffe9
	mov     w17, #0xffffffe1
	mov     w18, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w19, #0x1
	mov     w2, #0x4
	mov     w3, #0xffffffff
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
	movk    w6, #0x3b9a, lsl #16
	str     x24, [sp, #56]
.L6:
	tst     w27, #0x1
	mov     w30, wzr
	mov     w25, w26
	csel    w22, w15, w11, ne
	csel    w24, w17, w16, ne
	csel    w7, w1, w18, ne
	and     w28, w22, #0xfffffffd
.L7:
	mov     w0, w23
	tbz     w27, #0, .L36
.L8:
	tbnz    w25, #0, .L32
	tbz     w0, #0, .L20
.L9:
	ldrb    w8, [sp, #159]
	strb    w19, [sp, #157]
	str     wzr, [sp, #152]
	cmp     w8, #0x1
	strb    wzr, [sp, #159]
	b.ne    .L14
	str     xzr, [x20]
	str     wzr, [x20, #8]
	sub     w8, w25, #0x1f
	and     w8, w8, w28
.L10:
	ldaxr   w23, [x21]
	cmp     w23, w25
	b.ne    .L11
	stxr    w9, w8, [x21]
	cbnz    w9, .L10
	b       .L12
.L11:
	clrex
.L12:
	ldr     x8, [sp, #128]
	cbz     x8, .L18
.L13:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x26, x12
	stur    w6, [x29, #-8]
	str     w7, [sp, #44]
	str     w30, [sp, #28]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w0, w30, [sp, #24]
	movz    x13, #0x0, lsl #16
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    x13, #0x30
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x12, x26
	cmp     w23, w25
	b.ne    .L19
	b       .L106
.L14:
	sub     w8, w25, #0x1f
	and     w8, w8, w28
.L15:
	ldaxr   w23, [x21]
	cmp     w23, w25
	b.ne    .L16
	stxr    w9, w8, [x21]
	cbnz    w9, .L15
	b       .L17
.L16:
	clrex
.L17:
	ldr     x8, [sp, #128]
	cbnz    x8, .L13
.L18:
	cmp     w23, w25
	b.eq    .L106
.L19:
	mov     w25, w23
	tbz     w23, #0, .L9
	b       .L31
.L20:
	ldrb    w8, [sp, #159]
	strb    w19, [sp, #157]
	str     wzr, [sp, #152]
	cmp     w8, #0x1
	strb    wzr, [sp, #159]
	b.ne    .L25
	str     xzr, [x20]
	str     wzr, [x20, #8]
	orr     w8, w25, #0x1
	and     w8, w8, w22
.L21:
	ldaxr   w23, [x21]
	cmp     w23, w25
	b.ne    .L22
	stxr    w9, w8, [x21]
	cbnz    w9, .L21
	b       .L23
.L22:
	clrex
.L23:
	ldr     x8, [sp, #128]
	cbz     x8, .L29
.L24:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x26, x12
	stur    w6, [x29, #-8]
	str     w7, [sp, #44]
	str     w30, [sp, #28]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w0, w30, [sp, #24]
	movz    x13, #0x0, lsl #16
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    x13, #0x30
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x12, x26
	cmp     w23, w25
	b.ne    .L30
	b       .L106
.L25:
	orr     w8, w25, #0x1
	and     w8, w8, w22
.L26:
	ldaxr   w23, [x21]
	cmp     w23, w25
	b.ne    .L27
	stxr    w9, w8, [x21]
	cbnz    w9, .L26
	b       .L28
.L27:
	clrex
.L28:
	ldr     x8, [sp, #128]
	cbnz    x8, .L24
.L29:
	cmp     w23, w25
	b.eq    .L106
.L30:
	mov     w25, w23
	tbz     w23, #0, .L20
.L31:
	mov     w25, w23
	strb    w19, [sp, #158]
.L32:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L64
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w24
.L33:
	ldaxr   w9, [x21]
	cmp     w9, w25
	b.ne    .L34
	stxr    w10, w8, [x21]
	cbnz    w10, .L33
	b       .L35
.L34:
	clrex
.L35:
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L8
	b       .L107
.L36:
	tbnz    w25, #0, .L60
	tbz     w0, #0, .L48
.L37:
	tbnz    w25, #3, .L60
	ldrb    w8, [sp, #159]
	strb    w19, [sp, #157]
	str     wzr, [sp, #152]
	cmp     w8, #0x1
	strb    wzr, [sp, #159]
	b.ne    .L42
	str     xzr, [x20]
	str     wzr, [x20, #8]
	sub     w8, w25, #0x1f
	and     w8, w8, w28
.L38:
	ldaxr   w23, [x21]
	cmp     w23, w25
	b.ne    .L39
	stxr    w9, w8, [x21]
	cbnz    w9, .L38
	b       .L40
.L39:
	clrex
.L40:
	ldr     x8, [sp, #128]
	cbz     x8, .L46
.L41:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x26, x12
	stur    w6, [x29, #-8]
	str     w7, [sp, #44]
	str     w30, [sp, #28]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w0, w30, [sp, #24]
	movz    x13, #0x0, lsl #16
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    x13, #0x30
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x12, x26
	cmp     w23, w25
	b.ne    .L47
	b       .L106
.L42:
	sub     w8, w25, #0x1f
	and     w8, w8, w28
.L43:
	ldaxr   w23, [x21]
	cmp     w23, w25
	b.ne    .L44
	stxr    w9, w8, [x21]
	cbnz    w9, .L43
	b       .L45
.L44:
	clrex
.L45:
	ldr     x8, [sp, #128]
	cbnz    x8, .L41
.L46:
	cmp     w23, w25
	b.eq    .L106
.L47:
	mov     w25, w23
	tbz     w23, #0, .L37
	b       .L59
.L48:
	tbnz    w25, #3, .L60
	ldrb    w8, [sp, #159]
	strb    w19, [sp, #157]
	str     wzr, [sp, #152]
	strb    wzr, [sp, #159]
	tbz     w8, #0, .L53
	str     xzr, [x20]
	str     wzr, [x20, #8]
	orr     w8, w25, #0x1
	and     w8, w8, w22
.L49:
	ldaxr   w23, [x21]
	cmp     w23, w25
	b.ne    .L50
	stxr    w9, w8, [x21]
	cbnz    w9, .L49
	b       .L51
.L50:
	clrex
.L51:
	ldr     x8, [sp, #128]
	cbz     x8, .L57
.L52:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x26, x12
	stur    w6, [x29, #-8]
	str     w7, [sp, #44]
	str     w30, [sp, #28]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w0, w30, [sp, #24]
	movz    x13, #0x0, lsl #16
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    x13, #0x30
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x12, x26
	cmp     w23, w25
	b.ne    .L58
	b       .L106
.L53:
	orr     w8, w25, #0x1
	and     w8, w8, w22
.L54:
	ldaxr   w23, [x21]
	cmp     w23, w25
	b.ne    .L55
	stxr    w9, w8, [x21]
	cbnz    w9, .L54
	b       .L56
.L55:
	clrex
.L56:
	ldr     x8, [sp, #128]
	cbnz    x8, .L52
.L57:
	cmp     w23, w25
	b.eq    .L106
.L58:
	mov     w25, w23
	tbz     w23, #0, .L48
.L59:
	strb    w19, [sp, #158]
	mov     w25, w23
.L60:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L64
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w24
.L61:
	ldaxr   w9, [x21]
	cmp     w9, w25
	b.ne    .L62
	stxr    w10, w8, [x21]
	cbnz    w10, .L61
	b       .L63
.L62:
	clrex
.L63:
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L36
	b       .L107
.L64:
	ldr     w26, [sp, #144]
	mov     w23, w0
	str     x12, [sp, #32]
	stur    w6, [x29, #-8]
	str     w7, [sp, #44]
	cbnz    w26, .L65
	str     w30, [sp, #28]
	bl      <hintlock::spin::policy::multi_cpu>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #28]
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    x13, #0x30
	ldr     x12, [sp, #32]
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0x11
	mov     w3, #0xffffffff
	mov     w2, #0x4
	mov     w1, #0xffffffe5
	mov     w18, #0xffffffed
	mov     w17, #0xffffffe1
	mov     w16, #0xffffffe9
	mov     w15, #0xffffffe7
	mov     w11, #0xffffffef
	add     x14, sp, #0x40
	cbz     w0, .L77
.L65:
	ldr     w8, [sp, #152]
	ldr     w10, [sp, #64]
	add     w9, w26, #0x1
	str     w9, [sp, #144]
	adds    w8, w8, #0x1
	csinv   w11, w8, wzr, cc
	ldrb    w8, [sp, #158]
	tst     w9, #0x3
	str     w11, [sp, #152]
	b.eq    .L69
	cbnz    w10, .L69
	cbnz    w8, .L69
.L66:
	tbnz    w30, #0, .L93
	ldr     x1, [x12]
	ldr     x11, [sp, #56]
	ldr     w8, [x11, x13]
	add     w15, w8, #0x1
	ands    x8, x1, x4
	str     w15, [x11, x13]
	mul     w9, w15, w5
	cset    w10, ne
	str     w15, [sp, #28]
	strb    w10, [sp, #156]
	eor     w9, w9, w14
	orr     w9, w9, #0x1
	str     w9, [sp, #148]
	and     w9, w15, #0xf
	tbz     w1, #4, .L67
	cbz     w9, .L87
.L67:
	cbz     x8, .L88
.L68:
	str     w9, [sp, #24]
	mov     x26, x12
	str     x1, [sp, #16]
	bl      <<std::time::Instant>::now>
	movz    x13, #0x0, lsl #16
	ldr     w9, [sp, #24]
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    x13, #0x30
	ldrb    w8, [sp, #156]
	str     w1, [sp, #80]
	movk    w5, #0x9e37, lsl #16
	str     w1, [sp, #96]
	mov     w4, #0x11
	mov     w3, #0xffffffff
	str     w1, [sp, #112]
	ldr     x1, [sp, #16]
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x12, x26
	str     x0, [sp, #72]
	str     x0, [sp, #88]
	str     x0, [sp, #104]
	str     x21, [sp, #120]
	tbz     w8, #0, .L89
	b       .L90
.L69:
	stp     w11, w30, [sp, #24]
	mov     w26, w10
	str     w8, [sp, #16]
	bl      <<std::time::Instant>::now>
	ldr     w15, [sp, #80]
	mov     w8, #0xca00
	stur    x0, [x29, #-40]
	movk    w8, #0x3b9a, lsl #16
	stur    w1, [x29, #-32]
	cmp     w15, w8
	b.ne    .L70
	mov     w15, w1
	mov     x16, x0
	str     x0, [sp, #72]
	str     w1, [sp, #80]
	b       .L71
.L70:
	ldr     x16, [sp, #72]
.L71:
	ldr     w2, [sp, #96]
	mov     w5, #0x79b9
	ldur    w6, [x29, #-8]
	ldr     w7, [sp, #44]
	ldr     w30, [sp, #28]
	mov     w3, #0xffffffff
	cmp     w2, w8
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
	b.ne    .L72
	mov     w2, w1
	str     x0, [sp, #88]
	str     w1, [sp, #96]
.L72:
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
	tbz     w10, #0, .L73
	str     x0, [sp, #88]
	mov     w2, w1
	str     w1, [sp, #96]
.L73:
	cbz     w26, .L74
	cmp     w26, #0x1
	b.ne    .L76
	sub     x0, x29, #0x28
	mov     x1, x9
	mov     w2, w8
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x3e7
	movz    x13, #0x0, lsl #16
	movk    w9, #0x3b9a, lsl #16
	ldr     w30, [sp, #28]
	ldr     w7, [sp, #44]
	mul     x8, x0, x9
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	ldr     x12, [sp, #32]
	movk    x13, #0x30
	movk    w5, #0x9e37, lsl #16
	umulh   x9, x0, x9
	mov     w4, #0x11
	mov     w3, #0xffffffff
	add     x14, sp, #0x40
	mov     w11, #0xffffffef
	mov     w15, #0xffffffe7
	mov     w16, #0xffffffe9
	mov     w17, #0xffffffe1
	mov     w18, #0xffffffed
	adds    x8, x8, w1, uxtw
	mov     w1, #0xffffffe5
	mov     w2, #0x4
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L77
	str     d8, [sp, #64]
	b       .L66
.L74:
	ldr     w8, [sp, #24]
	cmp     w8, #0x7
	b.ls    .L82
	ldrb    w8, [sp, #160]
	tbnz    w8, #0, .L75
	ldr     x1, [sp, #88]
	sub     x0, x29, #0x28
	str     w15, [sp, #24]
	mov     x26, x16
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	movk    w9, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	mov     x16, x26
	mul     x8, x0, x9
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0x11
	ldp     w15, w30, [sp, #24]
	umulh   x9, x0, x9
	mov     w3, #0xffffffff
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	b.cc    .L82
.L75:
	movz    x13, #0x0, lsl #16
	ldrb    w8, [sp, #156]
	ldr     x12, [sp, #32]
	movk    x13, #0x30
	add     x14, sp, #0x40
	mov     w11, #0xffffffef
	mov     w15, #0xffffffe7
	mov     w16, #0xffffffe9
	mov     w17, #0xffffffe1
	mov     w18, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w2, #0x4
	tbnz    w8, #0, .L77
	ldrb    w8, [sp, #159]
	tbnz    w8, #0, .L77
	ldr     x8, [sp, #120]
	str     wzr, [x20, #8]
	str     x8, [x20]
	b       .L77
.L76:
	ldr     w8, [sp, #68]
	movz    x13, #0x0, lsl #16
	ldr     x12, [sp, #32]
	movk    x13, #0x30
	add     x14, sp, #0x40
	mov     w11, #0xffffffef
	cmp     w8, #0x3
	mov     w15, #0xffffffe7
	mov     w16, #0xffffffe9
	mov     w17, #0xffffffe1
	mov     w18, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w9, #0x2
	mov     w2, #0x4
	b.cs    .L77
	add     w8, w8, #0x1
	stp     w9, w8, [sp, #64]
	b       .L66
.L77:
	ldur    w8, [x29, #-4]
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L79
.L78:
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w23, #0x1
	orr     w8, w27, w8, lsr #3
	add     w10, w9, #0x20
	mov     w0, wzr
	csel    w26, w9, w10, ne
	tbnz    w8, #0, .L86
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w6, w8
	b.eq    .L86
	ldr     x8, [sp, #8]
	sub     x0, x29, #0x28
	stur    w6, [x29, #-32]
	stur    x8, [x29, #-40]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L84
	orr     w26, w26, #0x8
	mov     w0, #0x1
	b       .L85
.L79:
	mov     x26, x12
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #48]
	cmp     x0, x8
	b.ne    .L80
	ldp     w6, w8, [x29, #-8]
	movz    x13, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     x12, x26
	movk    x13, #0x30
	ldr     w7, [sp, #44]
	add     x14, sp, #0x40
	cmp     w1, w8
	mov     w11, #0xffffffef
	mov     w15, #0xffffffe7
	mov     w16, #0xffffffe9
	mov     w17, #0xffffffe1
	mov     w18, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w2, #0x4
	mov     w3, #0xffffffff
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
	b.cc    .L78
	b       .L81
.L80:
	movz    x13, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     x12, x26
	movk    x13, #0x30
	ldur    w6, [x29, #-8]
	ldr     w7, [sp, #44]
	add     x14, sp, #0x40
	mov     w11, #0xffffffef
	mov     w15, #0xffffffe7
	mov     w16, #0xffffffe9
	mov     w17, #0xffffffe1
	mov     w18, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w2, #0x4
	mov     w3, #0xffffffff
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
	b.lt    .L78
.L81:
	tbz     w23, #0, .L108
	and     w8, w25, #0xfffffffd
	mov     w0, w25
	mov     x2, x21
	sub     w8, w8, #0x20
	and     w1, w8, w7
	bl      <__aarch64_cas4_relax>
	movz    x13, #0x0, lsl #16
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    x13, #0x30
	mov     w8, w0
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0x11
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x12, x26
	mov     w30, wzr
	mov     w0, wzr
	cmp     w8, w25
	mov     w23, #0x1
	mov     w25, w8
	b.ne    .L7
	b       .L107
.L82:
	movz    x13, #0x0, lsl #16
	ldr     x12, [sp, #32]
	add     x14, sp, #0x40
	movk    x13, #0x30
	ldr     w8, [sp, #16]
	mov     w2, #0x4
	tbnz    w8, #0, .L83
	sub     x0, x29, #0x28
	mov     x1, x16
	mov     w2, w15
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #28]
	movk    w9, #0x3b9a, lsl #16
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mul     x8, x0, x9
	mov     w5, #0x79b9
	movk    x13, #0x30
	ldr     x12, [sp, #32]
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0x11
	umulh   x9, x0, x9
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L66
.L83:
	str     w19, [sp, #64]
	b       .L66
.L84:
	mov     w8, #0xa11f
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	orr     w8, w26, #0x8
	cset    w0, hi
	csel    w26, w8, w26, hi
.L85:
	movz    x13, #0x0, lsl #16
	ldr     x12, [sp, #32]
	mov     w5, #0x79b9
	movk    x13, #0x30
	ldur    w6, [x29, #-8]
	add     x14, sp, #0x40
	mov     w11, #0xffffffef
	mov     w15, #0xffffffe7
	mov     w16, #0xffffffe9
	mov     w17, #0xffffffe1
	mov     w18, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w2, #0x4
	mov     w3, #0xffffffff
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
.L86:
	cmp     w26, w25
	str     w0, [sp, #28]
	b.eq    .L104
	mov     w0, w25
	mov     w1, w26
	mov     x2, x21
	bl      <__aarch64_cas4_relax>
	movz    x13, #0x0, lsl #16
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    x13, #0x30
	ldr     x12, [sp, #32]
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0x11
	mov     w3, #0xffffffff
	mov     w2, #0x4
	mov     w1, #0xffffffe5
	mov     w18, #0xffffffed
	mov     w17, #0xffffffe1
	mov     w16, #0xffffffe9
	mov     w15, #0xffffffe7
	mov     w11, #0xffffffef
	add     x14, sp, #0x40
	mov     w30, wzr
	cmp     w0, w25
	mov     w25, w0
	b.ne    .L7
	b       .L104
.L87:
	mov     x26, x1
	str     w9, [sp, #24]
	bl      <hintlock::spin::policy::now_ns>
	mov     x2, x0
	ldr     x0, [sp, #32]
	mov     x1, x26
	bl      <hintlock::spin::policy::drop_stale_far>
	mov     w4, #0x11
	movz    x13, #0x0, lsl #16
	ldr     w7, [sp, #44]
	ands    x8, x0, x4
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	cset    w9, ne
	movk    x13, #0x30
	ldr     x12, [sp, #32]
	strb    w9, [sp, #156]
	ldr     w9, [sp, #24]
	movk    w5, #0x9e37, lsl #16
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x1, x0
	cbnz    x8, .L68
.L88:
	str     x21, [sp, #120]
.L89:
	ldr     x8, [x20]
	cmp     x8, x21
	b.ne    .L90
	ldr     w8, [x20, #8]
	strb    w19, [sp, #159]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x20, #8]
	cset    w8, ne
	strb    w8, [sp, #160]
.L90:
	and     w8, w25, #0x10
	orr     w8, w9, w8
	cbnz    w8, .L93
	mov     x0, x12
	mov     x26, x13
	mov     x25, x12
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #28]
	tst     w8, #0xf0
	b.ne    .L91
	cbz     w0, .L91
	str     x25, [sp, #128]
	b       .L92
.L91:
	mov     w5, #0x79b9
	ldur    w6, [x29, #-8]
	ldr     w7, [sp, #44]
	mov     x12, x25
	mov     x13, x26
	add     x14, sp, #0x40
	mov     w2, #0x4
	mov     w3, #0xffffffff
	mov     w4, #0x11
	movk    w5, #0x9e37, lsl #16
	tbz     w0, #0, .L93
.L92:
	mov     w0, #0x10
	mov     x1, x21
	bl      <__aarch64_ldset4_relax>
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0x11
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x13, x26
	mov     x12, x25
.L93:
	ldr     w8, [sp, #64]
	cmp     w8, #0x2
	b.eq    .L94
	cmp     w8, #0x1
	b.ne    .L96
	mov     x25, x12
	mov     x26, x13
	bl      <std::thread::functions::yield_now>
	b       .L95
.L94:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x25, x12
	mov     x26, x13
	bl      <std::thread::functions::sleep>
.L95:
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0x11
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x13, x26
	mov     x12, x25
	b       .L100
.L96:
	ldrb    w8, [sp, #156]
	tbz     w8, #0, .L97
	mov     w8, #0xff
	b       .L98
.L97:
	ldr     w8, [sp, #144]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w2, cc
	lsl     w8, w3, w8
	mvn     w8, w8
.L98:
	ldr     w9, [sp, #148]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #128]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #148]
	cinc    w8, w8, eq
	cbz     w8, .L101
.L99:
	subs    w8, w8, #0x1
	isb
	b.ne    .L99
.L100:
	ldr     x9, [sp, #128]
.L101:
	cbnz    x9, .L103
.L102:
	ldr     w25, [x21]
	mov     w30, #0x1
	b       .L7
.L103:
	add     x0, sp, #0x40
	mov     x25, x12
	mov     x26, x13
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldr     w7, [sp, #44]
	ldur    w6, [x29, #-8]
	mov     w5, #0x79b9
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0x11
	mov     w3, #0xffffffff
	mov     w2, #0x4
	add     x14, sp, #0x40
	mov     x13, x26
	mov     x12, x25
	b       .L102
.L104:
	ldr     w8, [sp, #28]
	mov     w23, #0x1
	orr     w27, w27, w8
	tbnz    w26, #2, .L6
	mov     w8, #0xca00
	mov     x24, x13
	mov     x22, x12
	movk    w8, #0x3b9a, lsl #16
	mov     w25, w6
	cmp     w6, w8
	b.ne    .L105
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w25, w1
.L105:
	tst     w27, #0x1
	ldr     x2, [sp, #48]
	ldur    w3, [x29, #-4]
	cinc    w5, w23, ne
	mov     x0, x21
	mov     w1, w26
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #64]
	movk    w8, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	mov     x12, x22
	str     w8, [sp, #80]
	mov     x13, x24
	add     x14, sp, #0x40
	str     w8, [sp, #96]
	mov     w11, #0xffffffef
	mov     w15, #0xffffffe7
	str     w8, [sp, #112]
	add     x8, sp, #0x40
	mov     w16, #0xffffffe9
	stur    q0, [x8, #56]
	mov     w17, #0xffffffe1
	mov     w18, #0xffffffed
	stur    q0, [x8, #72]
	mov     w1, #0xffffffe5
	mov     w2, #0x4
	stur    q0, [x8, #81]
	mov     w3, #0xffffffff
	mov     w4, #0x11
	ldr     w26, [x21]
	movk    w5, #0x9e37, lsl #16
	mov     w6, w25
	b       .L6
.L106:
	mov     w0, #0x1
.L107:
	ldp     x20, x19, [sp, #288]
	ldr     d8, [sp, #192]
	ldp     x22, x21, [sp, #272]
	ldp     x24, x23, [sp, #256]
	ldp     x26, x25, [sp, #240]
	ldp     x28, x27, [sp, #224]
	ldp     x29, x30, [sp, #208]
	add     sp, sp, #0x130
	ret
.L108:
	mov     w0, wzr
	b       .L107

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	stp     x29, x30, [sp, #-48]!
	str     x21, [sp, #16]
	stp     x20, x19, [sp, #32]
	mov     x29, sp
	mov     w20, w1
	mov     x19, x0
	tbnz    w1, #4, .L3
	tbnz    w20, #3, .L4
.L0:
	mov     w21, #0xa
.L1:
	cmp     w20, #0x20
	b.cc    .L2
	and     w8, w20, w21
	cbnz    w8, .L2
	orr     w1, w20, #0x2
	mov     w0, w20
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w20
	mov     w20, w0
	b.ne    .L1
	mov     w3, #0x1
	b       .L5
.L2:
	ldp     x20, x19, [sp, #32]
	ldr     x21, [sp, #16]
	ldp     x29, x30, [sp], #48
	ret
.L3:
	mov     x0, x19
	bl      <hintlock::spin::policy::released>
	tbz     w20, #3, .L0
.L4:
	mov     w3, #0x2
.L5:
	mov     x0, x19
	mov     w1, #0x1
	mov     w2, #0x80
	ldp     x20, x19, [sp, #32]
	ldr     x21, [sp, #16]
	ldp     x29, x30, [sp], #48
	b       <hintlock::futex::linux::wake>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
.L0:
	cmp     w1, #0x20
	b.cc    .L4
	tbnz    w1, #3, .L4
	orr     w8, w1, #0x4
.L1:
	ldxr    w9, [x0]
	cmp     w9, w1
	b.ne    .L2
	stlxr   w10, w8, [x0]
	cbnz    w10, .L1
	b       .L3
.L2:
	clrex
.L3:
	cmp     w9, w1
	mov     w1, w9
	b.ne    .L0
	mov     w1, #0x1
	mov     w2, #0x80
	mov     w3, #0x1
	b       <hintlock::futex::linux::wake>
.L4:
	mov     w8, #0x1
.L5:
	ldxr    w9, [x0]
	sub     w10, w9, w8
	stlxr   w11, w10, [x0]
	cbnz    w11, .L5
	subs    w1, w9, #0x1
	b.ne    .L6
	ret
.L6:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
