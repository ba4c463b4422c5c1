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
	stp     x29, x30, [sp, #208]
	stp     x28, x27, [sp, #224]
	stp     x26, x25, [sp, #240]
	stp     x24, x23, [sp, #256]
	stp     x22, x21, [sp, #272]
	stp     x20, x19, [sp, #288]
	add     x29, sp, #0xd0
	movi    v0.2d, #0x0
	mov     w10, #0xca00
	str     w2, [sp, #72]
	movk    w10, #0x3b9a, lsl #16
	str     x1, [sp, #56]
	movz    x8, #0x0, lsl #16
	strb    wzr, [sp, #128]
	mov     x20, #0x7c15
	adrp    x19, <anon.CONST>
	str     w10, [sp, #88]
	movk    x20, #0x7f4a, lsl #16
	mov     x21, x0
	stur    q0, [sp, #136]
	movk    x20, #0x79b9, lsl #32
	stur    q0, [sp, #152]
	movk    x20, #0x9e37, lsl #48
	movk    x8, #0x48
	stur    q0, [sp, #161]
	mrs     x23, tpidr_el0
	str     w10, [sp, #104]
	add     x9, x23, x8
	str     w10, [sp, #120]
	ldr     w25, [x0]
	ldp     x8, x24, [x9]
	ldr     x19, [x19, #3976]
	stp     xzr, xzr, [x9]
	tbz     w25, #4, .L2
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
	subs    x8, x22, x24
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
	movz    x10, #0x0, lsl #16
	movz    x12, #0x0, lsl #16
	movk    x9, #0x58
	movk    x10, #0x30
	movk    x12, #0x40
	add     x13, x19, x8, lsl #6
	mov     w5, #0x79b9
	mov     w30, #0xca00
	mov     w28, wzr
	mov     w11, wzr
	add     x26, x23, x9
	add     x27, x23, x10
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w19, #0x1
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	movk    w30, #0x3b9a, lsl #16
.L6:
	tst     w11, #0x1
	str     wzr, [sp, #76]
	csel    w20, w16, w15, ne
	csel    w22, w18, w17, ne
	csel    w8, w2, w14, ne
	and     w24, w20, #0xfffffffd
	str     w8, [sp, #64]
.L7:
	mov     w0, w28
	tbz     w11, #0, .L36
.L8:
	tbnz    w25, #0, .L32
	tbz     w0, #0, .L20
.L9:
	ldrb    w8, [sp, #175]
	strb    w19, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L14
	strb    wzr, [sp, #176]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w25, #0x1f
	and     w8, w8, w24
.L10:
	ldaxr   w28, [x21]
	cmp     w28, w25
	b.ne    .L11
	stxr    w9, w8, [x21]
	cbnz    w9, .L10
	b       .L12
.L11:
	clrex
.L12:
	ldr     x8, [sp, #144]
	cbz     x8, .L18
.L13:
	str     w0, [sp, #28]
	add     x0, sp, #0x50
	stp     x13, x27, [sp, #32]
	mov     x27, x12
	stp     w11, w30, [sp, #48]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w11, w30, [sp, #48]
	mov     x12, x27
	ldp     x13, x27, [sp, #32]
	mov     w5, #0x79b9
	ldr     w0, [sp, #28]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cmp     w28, w25
	b.ne    .L19
	b       .L108
.L14:
	sub     w8, w25, #0x1f
	and     w8, w8, w24
.L15:
	ldaxr   w28, [x21]
	cmp     w28, w25
	b.ne    .L16
	stxr    w9, w8, [x21]
	cbnz    w9, .L15
	b       .L17
.L16:
	clrex
.L17:
	ldr     x8, [sp, #144]
	cbnz    x8, .L13
.L18:
	cmp     w28, w25
	b.eq    .L108
.L19:
	mov     w25, w28
	tbz     w28, #0, .L9
	b       .L31
.L20:
	ldrb    w8, [sp, #175]
	strb    w19, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L25
	strb    wzr, [sp, #176]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w25, #0x1
	and     w8, w8, w20
.L21:
	ldaxr   w28, [x21]
	cmp     w28, w25
	b.ne    .L22
	stxr    w9, w8, [x21]
	cbnz    w9, .L21
	b       .L23
.L22:
	clrex
.L23:
	ldr     x8, [sp, #144]
	cbz     x8, .L29
.L24:
	str     w0, [sp, #28]
	add     x0, sp, #0x50
	stp     x13, x27, [sp, #32]
	mov     x27, x12
	stp     w11, w30, [sp, #48]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w11, w30, [sp, #48]
	mov     x12, x27
	ldp     x13, x27, [sp, #32]
	mov     w5, #0x79b9
	ldr     w0, [sp, #28]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cmp     w28, w25
	b.ne    .L30
	b       .L108
.L25:
	orr     w8, w25, #0x1
	and     w8, w8, w20
.L26:
	ldaxr   w28, [x21]
	cmp     w28, w25
	b.ne    .L27
	stxr    w9, w8, [x21]
	cbnz    w9, .L26
	b       .L28
.L27:
	clrex
.L28:
	ldr     x8, [sp, #144]
	cbnz    x8, .L24
.L29:
	cmp     w28, w25
	b.eq    .L108
.L30:
	mov     w25, w28
	tbz     w28, #0, .L20
.L31:
	mov     w25, w28
	strb    w19, [sp, #174]
.L32:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L64
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
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
	b       .L109
.L36:
	tbnz    w25, #0, .L60
	tbz     w0, #0, .L48
.L37:
	tbnz    w25, #3, .L60
	ldrb    w8, [sp, #175]
	strb    w19, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L42
	strb    wzr, [sp, #176]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w25, #0x1f
	and     w8, w8, w24
.L38:
	ldaxr   w28, [x21]
	cmp     w28, w25
	b.ne    .L39
	stxr    w9, w8, [x21]
	cbnz    w9, .L38
	b       .L40
.L39:
	clrex
.L40:
	ldr     x8, [sp, #144]
	cbz     x8, .L46
.L41:
	str     w0, [sp, #28]
	add     x0, sp, #0x50
	stp     x13, x27, [sp, #32]
	mov     x27, x12
	stp     w11, w30, [sp, #48]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w11, w30, [sp, #48]
	mov     x12, x27
	ldp     x13, x27, [sp, #32]
	mov     w5, #0x79b9
	ldr     w0, [sp, #28]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cmp     w28, w25
	b.ne    .L47
	b       .L108
.L42:
	sub     w8, w25, #0x1f
	and     w8, w8, w24
.L43:
	ldaxr   w28, [x21]
	cmp     w28, w25
	b.ne    .L44
	stxr    w9, w8, [x21]
	cbnz    w9, .L43
	b       .L45
.L44:
	clrex
.L45:
	ldr     x8, [sp, #144]
	cbnz    x8, .L41
.L46:
	cmp     w28, w25
	b.eq    .L108
.L47:
	mov     w25, w28
	tbz     w28, #0, .L37
	b       .L59
.L48:
	tbnz    w25, #3, .L60
	ldrb    w8, [sp, #175]
	strb    w19, [sp, #173]
	str     wzr, [sp, #168]
	strb    wzr, [sp, #175]
	tbz     w8, #0, .L53
	strb    wzr, [sp, #176]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w25, #0x1
	and     w8, w8, w20
.L49:
	ldaxr   w28, [x21]
	cmp     w28, w25
	b.ne    .L50
	stxr    w9, w8, [x21]
	cbnz    w9, .L49
	b       .L51
.L50:
	clrex
.L51:
	ldr     x8, [sp, #144]
	cbz     x8, .L57
.L52:
	str     w0, [sp, #28]
	add     x0, sp, #0x50
	stp     x13, x27, [sp, #32]
	mov     x27, x12
	stp     w11, w30, [sp, #48]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w11, w30, [sp, #48]
	mov     x12, x27
	ldp     x13, x27, [sp, #32]
	mov     w5, #0x79b9
	ldr     w0, [sp, #28]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cmp     w28, w25
	b.ne    .L58
	b       .L108
.L53:
	orr     w8, w25, #0x1
	and     w8, w8, w20
.L54:
	ldaxr   w28, [x21]
	cmp     w28, w25
	b.ne    .L55
	stxr    w9, w8, [x21]
	cbnz    w9, .L54
	b       .L56
.L55:
	clrex
.L56:
	ldr     x8, [sp, #144]
	cbnz    x8, .L52
.L57:
	cmp     w28, w25
	b.eq    .L108
.L58:
	mov     w25, w28
	tbz     w28, #0, .L48
.L59:
	strb    w19, [sp, #174]
	mov     w25, w28
.L60:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L64
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
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
	b       .L109
.L64:
	str     x27, [sp, #40]
	ldr     w27, [sp, #160]
	mov     w28, w0
	stp     w11, w30, [sp, #48]
	cbnz    w27, .L65
	str     x13, [sp, #32]
	bl      <hintlock::spin::policy::multi_cpu>
	ldp     w11, w30, [sp, #48]
	movz    x12, #0x0, lsl #16
	mov     w5, #0x79b9
	ldr     x13, [sp, #32]
	movk    x12, #0x40
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cbz     w0, .L83
.L65:
	ldr     w9, [sp, #168]
	add     w8, w27, #0x1
	str     w8, [sp, #160]
	adds    w10, w9, #0x1
	ldrb    w9, [sp, #128]
	csinv   w10, w10, wzr, cc
	str     w10, [sp, #168]
	cbz     w9, .L66
	cmp     w9, #0x1
	b.ne    .L68
	ldrb    w8, [sp, #129]
	tbnz    w8, #0, .L83
	strb    w7, [sp, #128]
	str     w19, [sp, #132]
	b       .L79
.L66:
	ldrb    w9, [sp, #174]
	ldr     x27, [sp, #40]
	tst     w8, #0x3
	b.eq    .L67
	tbz     w9, #0, .L80
.L67:
	stp     w9, w10, [sp, #24]
	str     x13, [sp, #32]
	bl      <<std::time::Instant>::now>
	ldr     w9, [sp, #88]
	mov     w8, #0xca00
	stur    x0, [x29, #-24]
	movk    w8, #0x3b9a, lsl #16
	stur    w1, [x29, #-16]
	cmp     w9, w8
	b.ne    .L69
	mov     w9, w1
	str     x0, [sp, #80]
	str     x0, [sp, #16]
	str     w1, [sp, #88]
	b       .L70
.L68:
	ldr     w8, [sp, #132]
	cmp     w8, #0x3
	b.cs    .L83
	add     w8, w8, #0x1
	strb    w7, [sp, #128]
	str     w8, [sp, #132]
	b       .L79
.L69:
	ldr     x8, [sp, #80]
	str     x8, [sp, #16]
.L70:
	ldr     w2, [sp, #104]
	mov     w8, #0xca00
	mov     w5, #0x79b9
	movk    w8, #0x3b9a, lsl #16
	ldr     w30, [sp, #52]
	ldr     w10, [sp, #28]
	cmp     w2, w8
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.ne    .L72
	mov     w2, w1
	str     x0, [sp, #96]
	str     w1, [sp, #104]
	ldrb    w8, [sp, #173]
	str     x0, [sp, #112]
	str     w1, [sp, #120]
	strb    wzr, [sp, #173]
	tbnz    w8, #0, .L73
.L71:
	cmp     w10, #0x7
	b.hi    .L74
	b       .L76
.L72:
	ldrb    w8, [sp, #173]
	str     x0, [sp, #112]
	str     w1, [sp, #120]
	strb    wzr, [sp, #173]
	tbz     w8, #0, .L71
.L73:
	str     x0, [sp, #96]
	mov     w2, w1
	str     w1, [sp, #104]
	cmp     w10, #0x7
	b.ls    .L76
.L74:
	ldrb    w8, [sp, #176]
	tbnz    w8, #0, .L75
	ldr     x1, [sp, #96]
	sub     x0, x29, #0x18
	str     w9, [sp, #28]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     w30, [sp, #52]
	mov     w5, #0x79b9
	movk    w9, #0x3b9a, lsl #16
	mov     w7, #0x2
	mov     w6, #0x11
	mul     x8, x0, x9
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	ldr     w9, [sp, #28]
	b.cc    .L76
.L75:
	movz    x12, #0x0, lsl #16
	ldrb    w8, [sp, #172]
	ldr     w11, [sp, #48]
	movk    x12, #0x40
	ldr     x13, [sp, #32]
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	tbnz    w8, #0, .L83
	ldrb    w8, [sp, #175]
	tbnz    w8, #0, .L83
	ldr     x8, [sp, #136]
	str     wzr, [x26, #8]
	str     x8, [x26]
	b       .L83
.L76:
	movz    x12, #0x0, lsl #16
	ldr     w11, [sp, #48]
	mov     w15, #0xffffffef
	movk    x12, #0x40
	ldr     x13, [sp, #32]
	ldr     w8, [sp, #24]
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	tbnz    w8, #0, .L77
	ldr     x1, [sp, #16]
	sub     x0, x29, #0x18
	mov     w2, w9
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movz    x12, #0x0, lsl #16
	ldp     w11, w30, [sp, #48]
	movk    w9, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	ldr     x13, [sp, #32]
	mul     x8, x0, x9
	movk    x12, #0x40
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	umulh   x9, x0, x9
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L80
.L77:
	ldr     x8, [x27]
	cbz     x8, .L78
	ldr     x8, [sp, #40]
	ldr     x27, [x8, #8]
	bl      <hintlock::spin::policy::thread_cpu_ns>
	ldp     w11, w30, [sp, #48]
	mov     w9, #0x49ef
	movz    x12, #0x0, lsl #16
	subs    x8, x0, x27
	mov     w5, #0x79b9
	movk    w9, #0x2, lsl #16
	ldr     x13, [sp, #32]
	movk    x12, #0x40
	csel    x8, xzr, x8, cc
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cmp     x8, x9
	b.ls    .L83
.L78:
	strh    w19, [sp, #128]
.L79:
	ldr     x27, [sp, #40]
.L80:
	ldr     w8, [sp, #76]
	tbnz    w8, #0, .L91
	ldr     x1, [x13]
	ldr     w8, [x23, x12]
	add     x9, sp, #0x50
	add     w10, w8, #0x1
	str     w10, [x23, x12]
	mul     w8, w10, w5
	str     w10, [sp, #76]
	and     w10, w10, #0xf
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #164]
	tbz     w1, #4, .L81
	cbz     w10, .L86
.L81:
	ands    x8, x1, x6
	str     x21, [sp, #136]
	cset    w9, ne
	strb    w9, [sp, #172]
	cbz     x8, .L87
.L82:
	stp     x1, x27, [sp, #32]
	mov     x27, x13
	str     w10, [sp, #28]
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #80]
	movz    x12, #0x0, lsl #16
	ldr     w10, [sp, #28]
	str     w1, [sp, #88]
	ldp     w11, w30, [sp, #48]
	mov     x13, x27
	str     x0, [sp, #96]
	mov     w5, #0x79b9
	mov     w7, #0x2
	str     w1, [sp, #104]
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	str     x0, [sp, #112]
	mov     w4, #0xffffffff
	mov     w3, #0x4
	str     w1, [sp, #120]
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	movk    x12, #0x40
	ldp     x1, x27, [sp, #32]
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	b       .L88
.L83:
	mov     w8, #0xca00
	ldr     w9, [sp, #72]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.eq    .L102
	mov     x27, x13
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #56]
	cmp     x0, x8
	b.ne    .L84
	ldr     w8, [sp, #72]
	movz    x12, #0x0, lsl #16
	mov     w5, #0x79b9
	ldp     w11, w30, [sp, #48]
	movk    x12, #0x40
	cmp     w1, w8
	mov     x13, x27
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.cs    .L85
	b       .L102
.L84:
	ldp     w11, w30, [sp, #48]
	movz    x12, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     x13, x27
	movk    x12, #0x40
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.lt    .L102
.L85:
	tbz     w28, #0, .L110
	and     w8, w25, #0xfffffffd
	ldr     w9, [sp, #64]
	mov     w0, w25
	sub     w8, w8, #0x20
	mov     x2, x21
	and     w1, w8, w9
	bl      <__aarch64_cas4_relax>
	ldp     w11, w30, [sp, #48]
	movz    x12, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     x13, x27
	movk    x12, #0x40
	mov     w8, w0
	ldr     x27, [sp, #40]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     w0, wzr
	cmp     w8, w25
	mov     w28, #0x1
	mov     w25, w8
	str     wzr, [sp, #76]
	b.ne    .L7
	b       .L109
.L86:
	stp     x1, x27, [sp, #32]
	mov     x27, x13
	str     w10, [sp, #28]
	bl      <hintlock::spin::policy::now_ns>
	ldr     x1, [sp, #32]
	mov     x2, x0
	mov     x0, x27
	bl      <hintlock::spin::policy::drop_stale_far>
	ldp     w11, w30, [sp, #48]
	movz    x12, #0x0, lsl #16
	ldr     w10, [sp, #28]
	mov     w5, #0x79b9
	mov     x13, x27
	movk    x12, #0x40
	ldr     x27, [sp, #40]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x1, x0
	ands    x8, x0, x6
	str     x21, [sp, #136]
	cset    w9, ne
	strb    w9, [sp, #172]
	cbnz    x8, .L82
.L87:
	ldr     x8, [x26]
	cmp     x8, x21
	b.ne    .L88
	ldr     w8, [x26, #8]
	strb    w19, [sp, #175]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x26, #8]
	cset    w8, ne
	strb    w8, [sp, #176]
.L88:
	and     w8, w25, #0x10
	orr     w8, w10, w8
	cbnz    w8, .L91
	mov     x0, x13
	mov     x25, x13
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #76]
	tst     w8, #0xf0
	b.ne    .L89
	cbz     w0, .L89
	str     x25, [sp, #144]
	b       .L90
.L89:
	ldp     w11, w30, [sp, #48]
	movz    x12, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     x13, x25
	movk    x12, #0x40
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	tbz     w0, #0, .L91
.L90:
	mov     w0, #0x10
	mov     x1, x21
	bl      <__aarch64_ldset4_relax>
	ldp     w11, w30, [sp, #48]
	movz    x12, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     w7, #0x2
	movk    x12, #0x40
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x13, x25
.L91:
	ldrb    w8, [sp, #128]
	cmp     w8, #0x2
	b.eq    .L92
	cmp     w8, #0x1
	b.ne    .L93
	str     x13, [sp, #32]
	mov     w25, w11
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w8, [sp, #120]
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L94
	strh    w19, [sp, #128]
	movz    x12, #0x0, lsl #16
	mov     w5, #0x79b9
	movk    x12, #0x40
	ldr     x13, [sp, #32]
	ldr     w30, [sp, #52]
	mov     w11, w25
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b       .L98
.L92:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x25, x13
	bl      <std::thread::functions::sleep>
	ldp     w11, w30, [sp, #48]
	movz    x12, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     w7, #0x2
	movk    x12, #0x40
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x13, x25
	b       .L98
.L93:
	ldrb    w8, [sp, #172]
	tbz     w8, #0, .L95
	mov     w8, #0xff
	b       .L96
.L94:
	mov     x2, x0
	ldr     x0, [sp, #112]
	mov     w3, w1
	mov     w1, w8
	bl      <hintlock::spin::policy::ran_others>
	strb    w19, [sp, #128]
	movz    x12, #0x0, lsl #16
	mov     w5, #0x79b9
	strb    w0, [sp, #129]
	mov     w11, w25
	mov     w15, #0xffffffef
	movk    x12, #0x40
	ldr     x13, [sp, #32]
	ldr     w30, [sp, #52]
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	tbz     w0, #0, .L98
	bl      <hintlock::spin::policy::thread_cpu_ns>
	movz    x12, #0x0, lsl #16
	ldr     w30, [sp, #52]
	mov     w5, #0x79b9
	ldr     x13, [sp, #32]
	movk    x12, #0x40
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     w11, w25
	stp     x19, x0, [x27]
	b       .L98
.L95:
	ldr     w8, [sp, #160]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w3, cc
	lsl     w8, w4, w8
	mvn     w8, w8
.L96:
	ldr     w9, [sp, #164]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #164]
	cinc    w8, w8, eq
	cbz     w8, .L99
.L97:
	subs    w8, w8, #0x1
	isb
	b.ne    .L97
.L98:
	ldr     x9, [sp, #144]
.L99:
	cbnz    x9, .L101
.L100:
	ldr     w25, [x21]
	mov     w8, #0x1
	str     w8, [sp, #76]
	b       .L7
.L101:
	add     x0, sp, #0x50
	mov     x25, x12
	str     x13, [sp, #32]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldp     w11, w30, [sp, #48]
	mov     w5, #0x79b9
	ldr     x13, [sp, #32]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x12, x25
	b       .L100
.L102:
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w28, #0x1
	orr     w8, w11, w8, lsr #3
	add     w10, w9, #0x20
	mov     w0, wzr
	csel    w1, w9, w10, ne
	tbnz    w8, #0, .L104
	mov     w8, #0xca00
	ldr     x27, [sp, #40]
	movk    w8, #0x3b9a, lsl #16
	cmp     w30, w8
	b.eq    .L105
	lsr     w8, w25, #5
	sub     x0, x29, #0x18
	mov     w24, w1
	str     x13, [sp, #32]
	mov     w22, w11
	mov     w20, w30
	str     w8, [sp, #76]
	ldr     x8, [sp, #8]
	stur    w30, [x29, #-16]
	stur    x8, [x29, #-24]
	bl      <<std::time::Instant>::elapsed>
	str     x0, [sp, #64]
	ldr     w0, [sp, #76]
	str     w1, [sp, #28]
	bl      <hintlock::spin::policy::fair_after>
	ldr     x8, [sp, #64]
	cmp     x8, x0
	cset    w0, cs
	b.ne    .L103
	ldr     w8, [sp, #28]
	cmp     w8, w1
	cset    w0, cs
.L103:
	movz    x12, #0x0, lsl #16
	orr     w8, w24, #0x8
	cmp     w0, #0x0
	movk    x12, #0x40
	ldr     x13, [sp, #32]
	mov     w5, #0x79b9
	csel    w1, w8, w24, ne
	mov     w11, w22
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	mov     w30, w20
	b       .L105
.L104:
	ldr     x27, [sp, #40]
.L105:
	cmp     w1, w25
	b.eq    .L106
	str     w0, [sp, #64]
	mov     w0, w25
	mov     x2, x21
	mov     w22, w11
	mov     x24, x12
	mov     x20, x13
	str     w1, [sp, #76]
	bl      <__aarch64_cas4_relax>
	ldr     w1, [sp, #76]
	ldr     w30, [sp, #52]
	mov     w5, #0x79b9
	cmp     w0, w25
	mov     w25, w0
	ldr     w0, [sp, #64]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffe5
	mov     w14, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x13, x20
	mov     x12, x24
	mov     w11, w22
	b.ne    .L6
.L106:
	orr     w11, w11, w0
	mov     w28, #0x1
	mov     w25, w1
	tbnz    w1, #2, .L6
	mov     w8, #0xca00
	mov     w25, w1
	mov     x22, x12
	movk    w8, #0x3b9a, lsl #16
	mov     w20, w11
	mov     w24, w30
	cmp     w30, w8
	str     x13, [sp, #32]
	b.ne    .L107
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w24, w1
.L107:
	tst     w20, #0x1
	ldr     x2, [sp, #56]
	ldr     w3, [sp, #72]
	cinc    w5, w28, ne
	mov     x0, x21
	mov     w1, w25
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	strb    wzr, [sp, #128]
	movk    w8, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	mov     w11, w20
	str     w8, [sp, #88]
	mov     x12, x22
	mov     w15, #0xffffffef
	str     w8, [sp, #104]
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	str     w8, [sp, #120]
	add     x8, sp, #0x50
	mov     w18, #0xffffffe1
	stur    q0, [x8, #56]
	mov     w14, #0xffffffed
	mov     w2, #0xffffffe5
	stur    q0, [x8, #72]
	mov     w3, #0x4
	mov     w4, #0xffffffff
	stur    q0, [x8, #81]
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	ldr     w25, [x21]
	ldr     x13, [sp, #32]
	mov     w7, #0x2
	mov     w30, w24
	b       .L6
.L108:
	mov     w0, #0x1
.L109:
	ldp     x20, x19, [sp, #288]
	ldp     x22, x21, [sp, #272]
	ldp     x24, x23, [sp, #256]
	ldp     x26, x25, [sp, #240]
	ldp     x28, x27, [sp, #224]
	ldp     x29, x30, [sp, #208]
	add     sp, sp, #0x130
	ret
.L110:
	mov     w0, wzr
	b       .L109

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
