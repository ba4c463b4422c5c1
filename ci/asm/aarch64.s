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
	sub     sp, sp, #0x150
	str     d8, [sp, #224]
	stp     x29, x30, [sp, #240]
	stp     x28, x27, [sp, #256]
	stp     x26, x25, [sp, #272]
	stp     x24, x23, [sp, #288]
	stp     x22, x21, [sp, #304]
	stp     x20, x19, [sp, #320]
	add     x29, sp, #0xf0
	movi    v0.2d, #0x0
	mov     w9, #0xca00
	stp     w2, wzr, [sp, #92]
	movk    w9, #0x3b9a, lsl #16
	str     x1, [sp, #72]
	movz    x8, #0x0, lsl #16
	str     w9, [sp, #112]
	mov     x20, #0x7c15
	adrp    x19, <anon.CONST>
	movk    x20, #0x7f4a, lsl #16
	mov     x21, x0
	stur    q0, [sp, #152]
	movk    x20, #0x79b9, lsl #32
	stur    q0, [sp, #168]
	movk    x20, #0x9e37, lsl #48
	stur    q0, [sp, #177]
	movk    x8, #0x48
	str     w9, [sp, #128]
	mrs     x26, tpidr_el0
	str     w9, [sp, #144]
	add     x9, x26, x8
	strb    wzr, [sp, #193]
	ldr     w25, [x0]
	ldp     x8, x23, [x9]
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
	movz    x10, #0x0, lsl #16
	add     x12, x19, x8, lsl #6
	movk    x9, #0x58
	movk    x10, #0x10
	movz    x13, #0x0, lsl #16
	adrp    x8, <compiler_builtins::float::add::add::<f128>+0x1c8>
	movk    x13, #0x40
	mov     w5, #0x79b9
	ldr     d8, [x8, #2216]
	mov     w30, #0xca00
	mov     w28, wzr
	mov     w11, wzr
	add     x23, x26, x9
	add     x27, x26, x10
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w19, #0x1
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	movk    w30, #0x3b9a, lsl #16
.L6:
	tst     w11, #0x1
	stur    wzr, [x29, #-8]
	csel    w20, w16, w15, ne
	csel    w22, w18, w17, ne
	csel    w8, w14, w2, ne
	and     w24, w20, #0xfffffffd
	str     w8, [sp, #80]
.L7:
	mov     w0, w28
	tbz     w11, #0, .L36
.L8:
	tbnz    w25, #0, .L32
	tbz     w0, #0, .L20
.L9:
	ldrb    w8, [sp, #191]
	strb    w19, [sp, #189]
	str     wzr, [sp, #184]
	cmp     w8, #0x1
	strb    wzr, [sp, #191]
	b.ne    .L14
	strb    wzr, [sp, #192]
	str     xzr, [x23]
	str     wzr, [x23, #8]
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
	ldr     x8, [sp, #160]
	cbz     x8, .L18
.L13:
	str     w0, [sp, #32]
	add     x0, sp, #0x60
	str     x27, [sp, #48]
	mov     x27, x12
	str     w11, [sp, #44]
	str     w30, [sp, #68]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	mov     x12, x27
	ldr     w11, [sp, #44]
	ldr     x27, [sp, #48]
	ldr     w0, [sp, #32]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cmp     w28, w25
	b.ne    .L19
	b       .L106
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
	ldr     x8, [sp, #160]
	cbnz    x8, .L13
.L18:
	cmp     w28, w25
	b.eq    .L106
.L19:
	mov     w25, w28
	tbz     w28, #0, .L9
	b       .L31
.L20:
	ldrb    w8, [sp, #191]
	strb    w19, [sp, #189]
	str     wzr, [sp, #184]
	cmp     w8, #0x1
	strb    wzr, [sp, #191]
	b.ne    .L25
	strb    wzr, [sp, #192]
	str     xzr, [x23]
	str     wzr, [x23, #8]
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
	ldr     x8, [sp, #160]
	cbz     x8, .L29
.L24:
	str     w0, [sp, #32]
	add     x0, sp, #0x60
	str     x27, [sp, #48]
	mov     x27, x12
	str     w11, [sp, #44]
	str     w30, [sp, #68]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	mov     x12, x27
	ldr     w11, [sp, #44]
	ldr     x27, [sp, #48]
	ldr     w0, [sp, #32]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cmp     w28, w25
	b.ne    .L30
	b       .L106
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
	ldr     x8, [sp, #160]
	cbnz    x8, .L24
.L29:
	cmp     w28, w25
	b.eq    .L106
.L30:
	mov     w25, w28
	tbz     w28, #0, .L20
.L31:
	mov     w25, w28
	strb    w19, [sp, #190]
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
	b       .L107
.L36:
	tbnz    w25, #0, .L60
	tbz     w0, #0, .L48
.L37:
	tbnz    w25, #3, .L60
	ldrb    w8, [sp, #191]
	strb    w19, [sp, #189]
	str     wzr, [sp, #184]
	cmp     w8, #0x1
	strb    wzr, [sp, #191]
	b.ne    .L42
	strb    wzr, [sp, #192]
	str     xzr, [x23]
	str     wzr, [x23, #8]
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
	ldr     x8, [sp, #160]
	cbz     x8, .L46
.L41:
	str     w0, [sp, #32]
	add     x0, sp, #0x60
	str     x27, [sp, #48]
	mov     x27, x12
	str     w11, [sp, #44]
	str     w30, [sp, #68]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	mov     x12, x27
	ldr     w11, [sp, #44]
	ldr     x27, [sp, #48]
	ldr     w0, [sp, #32]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cmp     w28, w25
	b.ne    .L47
	b       .L106
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
	ldr     x8, [sp, #160]
	cbnz    x8, .L41
.L46:
	cmp     w28, w25
	b.eq    .L106
.L47:
	mov     w25, w28
	tbz     w28, #0, .L37
	b       .L59
.L48:
	tbnz    w25, #3, .L60
	ldrb    w8, [sp, #191]
	strb    w19, [sp, #189]
	str     wzr, [sp, #184]
	strb    wzr, [sp, #191]
	tbz     w8, #0, .L53
	strb    wzr, [sp, #192]
	str     xzr, [x23]
	str     wzr, [x23, #8]
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
	ldr     x8, [sp, #160]
	cbz     x8, .L57
.L52:
	str     w0, [sp, #32]
	add     x0, sp, #0x60
	str     x27, [sp, #48]
	mov     x27, x12
	str     w11, [sp, #44]
	str     w30, [sp, #68]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	mov     x12, x27
	ldr     w11, [sp, #44]
	ldr     x27, [sp, #48]
	ldr     w0, [sp, #32]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cmp     w28, w25
	b.ne    .L58
	b       .L106
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
	ldr     x8, [sp, #160]
	cbnz    x8, .L52
.L57:
	cmp     w28, w25
	b.eq    .L106
.L58:
	mov     w25, w28
	tbz     w28, #0, .L48
.L59:
	strb    w19, [sp, #190]
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
	b       .L107
.L64:
	stp     x27, x12, [sp, #48]
	ldr     w27, [sp, #176]
	mov     w28, w0
	str     w11, [sp, #44]
	str     w30, [sp, #68]
	cbnz    w27, .L65
	bl      <hintlock::spin::policy::multi_cpu>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	ldr     x12, [sp, #56]
	ldr     w11, [sp, #44]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cbz     w0, .L81
.L65:
	ldr     w10, [sp, #184]
	ldr     w9, [sp, #96]
	add     w8, w27, #0x1
	str     w8, [sp, #176]
	adds    w10, w10, #0x1
	csinv   w10, w10, wzr, cc
	str     w10, [sp, #184]
	cbz     w9, .L66
	cmp     w9, #0x1
	b.ne    .L68
	ldrb    w8, [sp, #193]
	tbnz    w8, #0, .L81
	str     d8, [sp, #96]
	b       .L69
.L66:
	ldrb    w27, [sp, #190]
	tst     w8, #0x3
	b.eq    .L67
	tbz     w27, #0, .L69
.L67:
	str     w10, [sp, #32]
	bl      <<std::time::Instant>::now>
	ldr     w11, [sp, #112]
	mov     w8, #0xca00
	mov     x9, x0
	movk    w8, #0x3b9a, lsl #16
	mov     w10, w1
	stur    x0, [x29, #-40]
	cmp     w11, w8
	stur    w1, [x29, #-32]
	b.ne    .L72
	mov     w11, w10
	mov     x1, x9
	str     x9, [sp, #104]
	str     w10, [sp, #112]
	b       .L73
.L68:
	ldr     w8, [sp, #100]
	cmp     w8, #0x3
	b.cs    .L81
	add     w8, w8, #0x1
	stp     w7, w8, [sp, #96]
.L69:
	ldr     x27, [sp, #48]
	ldur    w8, [x29, #-8]
	tbnz    w8, #0, .L89
	ldr     x1, [x12]
	ldr     w8, [x26, x13]
	add     x9, sp, #0x60
	add     w10, w8, #0x1
	str     w10, [x26, x13]
	mul     w8, w10, w5
	stur    w10, [x29, #-8]
	and     w10, w10, #0xf
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #180]
	tbz     w1, #4, .L70
	cbz     w10, .L84
.L70:
	ands    x8, x1, x6
	str     x21, [sp, #152]
	cset    w9, ne
	strb    w9, [sp, #188]
	cbz     x8, .L85
.L71:
	str     x27, [sp, #48]
	mov     x27, x12
	str     x1, [sp, #32]
	str     w10, [sp, #28]
	bl      <<std::time::Instant>::now>
	movz    x13, #0x0, lsl #16
	ldr     w10, [sp, #28]
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	mov     x12, x27
	ldr     w11, [sp, #44]
	ldr     x27, [sp, #48]
	str     w1, [sp, #112]
	str     w1, [sp, #128]
	mov     w7, #0x2
	mov     w6, #0x11
	str     w1, [sp, #144]
	ldr     x1, [sp, #32]
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     w14, #0xffffffe5
	str     x0, [sp, #104]
	str     x0, [sp, #120]
	str     x0, [sp, #136]
	b       .L86
.L72:
	ldr     x1, [sp, #104]
.L73:
	ldr     w2, [sp, #128]
	mov     w5, #0x79b9
	ldr     w30, [sp, #68]
	mov     w14, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	cmp     w2, w8
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.ne    .L75
	mov     w2, w10
	str     x9, [sp, #120]
	str     w10, [sp, #128]
	ldrb    w8, [sp, #189]
	str     x9, [sp, #136]
	str     w10, [sp, #144]
	strb    wzr, [sp, #189]
	tbnz    w8, #0, .L76
.L74:
	ldr     w8, [sp, #32]
	cmp     w8, #0x7
	b.hi    .L77
	b       .L79
.L75:
	ldrb    w8, [sp, #189]
	str     x9, [sp, #136]
	str     w10, [sp, #144]
	strb    wzr, [sp, #189]
	tbz     w8, #0, .L74
.L76:
	str     x9, [sp, #120]
	mov     w2, w10
	str     w10, [sp, #128]
	ldr     w8, [sp, #32]
	cmp     w8, #0x7
	b.ls    .L79
.L77:
	ldrb    w8, [sp, #192]
	tbnz    w8, #0, .L78
	str     x1, [sp, #16]
	ldr     x1, [sp, #120]
	sub     x0, x29, #0x28
	str     x9, [sp, #32]
	stp     w11, w10, [sp, #24]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    w9, #0x3b9a, lsl #16
	mov     w7, #0x2
	mov     w6, #0x11
	mul     x8, x0, x9
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	ldp     w11, w10, [sp, #24]
	umulh   x9, x0, x9
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	adds    x8, x8, w1, uxtw
	ldr     x1, [sp, #16]
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	ldr     x9, [sp, #32]
	b.cc    .L79
.L78:
	movz    x13, #0x0, lsl #16
	ldrb    w8, [sp, #188]
	ldr     w11, [sp, #44]
	ldr     x12, [sp, #56]
	movk    x13, #0x40
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	tbnz    w8, #0, .L81
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L81
	ldr     x8, [sp, #152]
	str     wzr, [x23, #8]
	str     x8, [x23]
	b       .L81
.L79:
	tbnz    w27, #0, .L80
	sub     x0, x29, #0x28
	mov     w2, w11
	str     x9, [sp, #32]
	mov     w27, w10
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	movk    w9, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	movk    x13, #0x40
	mul     x8, x0, x9
	ldr     x12, [sp, #56]
	ldr     w11, [sp, #44]
	mov     w10, w27
	mov     w7, #0x2
	mov     w6, #0x11
	umulh   x9, x0, x9
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	adds    x8, x8, w1, uxtw
	mov     w14, #0xffffffe5
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	ldr     x9, [sp, #32]
	b.cc    .L69
.L80:
	ldr     x8, [sp, #48]
	mov     x2, x9
	mov     w3, w10
	ldr     x0, [x8]
	ldr     w1, [x8, #8]
	bl      <hintlock::spin::policy::may_yield>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	ldr     x12, [sp, #56]
	ldr     w11, [sp, #44]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	cbz     w0, .L81
	str     w19, [sp, #96]
	b       .L69
.L81:
	mov     w8, #0xca00
	ldr     w9, [sp, #92]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.eq    .L100
	mov     w27, w11
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #72]
	cmp     x0, x8
	b.ne    .L82
	ldr     w8, [sp, #92]
	movz    x13, #0x0, lsl #16
	ldr     x12, [sp, #56]
	movk    x13, #0x40
	mov     w5, #0x79b9
	ldr     w30, [sp, #68]
	cmp     w1, w8
	mov     w11, w27
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.cs    .L83
	b       .L100
.L82:
	movz    x13, #0x0, lsl #16
	ldr     x12, [sp, #56]
	mov     w5, #0x79b9
	movk    x13, #0x40
	ldr     w30, [sp, #68]
	mov     w11, w27
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.lt    .L100
.L83:
	tbz     w28, #0, .L108
	and     w8, w25, #0xfffffffd
	ldr     w9, [sp, #80]
	mov     w0, w25
	sub     w8, w8, #0x20
	mov     x2, x21
	and     w1, w8, w9
	bl      <__aarch64_cas4_relax>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	mov     w11, w27
	mov     w8, w0
	ldp     x27, x12, [sp, #48]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     w0, wzr
	cmp     w8, w25
	mov     w28, #0x1
	mov     w25, w8
	stur    wzr, [x29, #-8]
	b.ne    .L7
	b       .L107
.L84:
	str     x27, [sp, #48]
	mov     x27, x12
	str     x1, [sp, #32]
	str     w10, [sp, #28]
	bl      <hintlock::spin::policy::now_ns>
	ldr     x1, [sp, #32]
	mov     x2, x0
	mov     x0, x27
	bl      <hintlock::spin::policy::drop_stale_far>
	movz    x13, #0x0, lsl #16
	ldr     w10, [sp, #28]
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	mov     x12, x27
	ldr     w11, [sp, #44]
	ldr     x27, [sp, #48]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x1, x0
	ands    x8, x0, x6
	str     x21, [sp, #152]
	cset    w9, ne
	strb    w9, [sp, #188]
	cbnz    x8, .L71
.L85:
	ldr     x8, [x23]
	cmp     x8, x21
	b.ne    .L86
	ldr     w8, [x23, #8]
	strb    w19, [sp, #191]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x23, #8]
	cset    w8, ne
	strb    w8, [sp, #192]
.L86:
	and     w8, w25, #0x10
	orr     w8, w10, w8
	cbnz    w8, .L89
	mov     x0, x12
	mov     x25, x12
	bl      <hintlock::spin::policy::wants_sample>
	ldur    w8, [x29, #-8]
	tst     w8, #0xf0
	b.ne    .L87
	cbz     w0, .L87
	str     x25, [sp, #160]
	b       .L88
.L87:
	movz    x13, #0x0, lsl #16
	ldr     w11, [sp, #44]
	mov     w5, #0x79b9
	movk    x13, #0x40
	ldr     w30, [sp, #68]
	mov     x12, x25
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	tbz     w0, #0, .L89
.L88:
	mov     w0, #0x10
	mov     x1, x21
	bl      <__aarch64_ldset4_relax>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	ldr     w11, [sp, #44]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x12, x25
.L89:
	ldr     w8, [sp, #96]
	cmp     w8, #0x2
	b.eq    .L90
	cmp     w8, #0x1
	b.ne    .L91
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w8, [sp, #144]
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L92
	strb    wzr, [sp, #193]
	movz    x13, #0x0, lsl #16
	ldr     w11, [sp, #44]
	ldr     x12, [sp, #56]
	movk    x13, #0x40
	mov     w5, #0x79b9
	ldr     w30, [sp, #68]
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b       .L96
.L90:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x25, x12
	bl      <std::thread::functions::sleep>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	ldr     w11, [sp, #44]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x12, x25
	b       .L96
.L91:
	ldrb    w8, [sp, #188]
	tbz     w8, #0, .L93
	mov     w8, #0xff
	b       .L94
.L92:
	mov     x10, x0
	mov     w25, w1
	ldr     x0, [sp, #136]
	mov     w1, w8
	mov     x2, x10
	mov     w3, w25
	stur    x10, [x29, #-8]
	bl      <hintlock::spin::policy::ran_others>
	strb    w0, [sp, #193]
	movz    x13, #0x0, lsl #16
	ldr     w11, [sp, #44]
	ldr     x12, [sp, #56]
	movk    x13, #0x40
	mov     w5, #0x79b9
	ldr     w30, [sp, #68]
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	cbz     w0, .L96
	ldur    x8, [x29, #-8]
	str     w25, [x27, #8]
	str     x8, [x27]
	b       .L96
.L93:
	ldr     w8, [sp, #176]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w3, cc
	lsl     w8, w4, w8
	mvn     w8, w8
.L94:
	ldr     w9, [sp, #180]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #160]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #180]
	cinc    w8, w8, eq
	cbz     w8, .L97
.L95:
	subs    w8, w8, #0x1
	isb
	b.ne    .L95
.L96:
	ldr     x9, [sp, #160]
.L97:
	cbnz    x9, .L99
.L98:
	ldr     w25, [x21]
	mov     w8, #0x1
	stur    w8, [x29, #-8]
	b       .L7
.L99:
	add     x0, sp, #0x60
	mov     x25, x12
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	movz    x13, #0x0, lsl #16
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	movk    x13, #0x40
	ldr     w11, [sp, #44]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x12, x25
	b       .L98
.L100:
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w28, #0x1
	orr     w8, w11, w8, lsr #3
	add     w10, w9, #0x20
	mov     w0, wzr
	csel    w1, w9, w10, ne
	tbnz    w8, #0, .L102
	mov     w8, #0xca00
	ldr     x27, [sp, #48]
	movk    w8, #0x3b9a, lsl #16
	cmp     w30, w8
	b.eq    .L103
	lsr     w8, w25, #5
	sub     x0, x29, #0x28
	mov     w24, w1
	mov     w22, w11
	mov     w20, w30
	stur    w30, [x29, #-32]
	stur    w8, [x29, #-8]
	ldr     x8, [sp, #8]
	stur    x8, [x29, #-40]
	bl      <<std::time::Instant>::elapsed>
	str     x0, [sp, #80]
	ldur    w0, [x29, #-8]
	str     w1, [sp, #32]
	bl      <hintlock::spin::policy::fair_after>
	ldr     x8, [sp, #80]
	cmp     x8, x0
	cset    w0, cs
	b.ne    .L101
	ldr     w8, [sp, #32]
	cmp     w8, w1
	cset    w0, cs
.L101:
	movz    x13, #0x0, lsl #16
	orr     w8, w24, #0x8
	cmp     w0, #0x0
	ldr     x12, [sp, #56]
	movk    x13, #0x40
	mov     w5, #0x79b9
	csel    w1, w8, w24, ne
	mov     w11, w22
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w14, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	mov     w30, w20
	b       .L103
.L102:
	ldr     x27, [sp, #48]
.L103:
	cmp     w1, w25
	b.eq    .L104
	str     w0, [sp, #80]
	mov     w0, w25
	mov     x2, x21
	mov     w22, w11
	mov     x24, x12
	mov     x20, x13
	stur    w1, [x29, #-8]
	bl      <__aarch64_cas4_relax>
	ldur    w1, [x29, #-8]
	ldr     w30, [sp, #68]
	mov     w5, #0x79b9
	cmp     w0, w25
	mov     w25, w0
	ldr     w0, [sp, #80]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w14, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	mov     x13, x20
	mov     x12, x24
	mov     w11, w22
	b.ne    .L6
.L104:
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
	b.ne    .L105
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w24, w1
.L105:
	tst     w20, #0x1
	ldr     x2, [sp, #72]
	ldr     w3, [sp, #92]
	cinc    w5, w28, ne
	mov     x0, x21
	mov     w1, w25
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #96]
	movk    w8, #0x3b9a, lsl #16
	movz    x13, #0x0, lsl #16
	mov     w5, #0x79b9
	str     w8, [sp, #112]
	mov     w11, w20
	mov     x12, x22
	str     w8, [sp, #128]
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	str     w8, [sp, #144]
	add     x8, sp, #0x60
	mov     w17, #0xffffffe9
	stur    q0, [x8, #56]
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	stur    q0, [x8, #72]
	mov     w14, #0xffffffe5
	mov     w3, #0x4
	stur    q0, [x8, #82]
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	ldr     w25, [x21]
	movk    x13, #0x40
	mov     w6, #0x11
	mov     w7, #0x2
	mov     w30, w24
	b       .L6
.L106:
	mov     w0, #0x1
.L107:
	ldp     x20, x19, [sp, #320]
	ldr     d8, [sp, #224]
	ldp     x22, x21, [sp, #304]
	ldp     x24, x23, [sp, #288]
	ldp     x26, x25, [sp, #272]
	ldp     x28, x27, [sp, #256]
	ldp     x29, x30, [sp, #240]
	add     sp, sp, #0x150
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
