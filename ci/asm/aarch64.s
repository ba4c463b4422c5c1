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
	str     x1, [sp, #56]
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
	mrs     x26, tpidr_el0
	str     w10, [sp, #96]
	add     x9, x26, x8
	str     w10, [sp, #112]
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
	movz    x11, #0x0, lsl #16
	add     x23, x19, x8, lsl #6
	movk    x9, #0x48
	adrp    x8, <compiler_builtins::float::mul::mul::<f128>+0xe0>
	movk    x11, #0x30
	ldr     d8, [x8, #1432]
	mov     w3, #0x79b9
	mov     w5, #0xca00
	mov     w28, wzr
	mov     w27, wzr
	add     x20, x26, x9
	add     x12, sp, #0x40
	mov     w13, #0xffffffef
	mov     w14, #0xffffffe7
	mov     w15, #0xffffffe9
	mov     w16, #0xffffffe1
	mov     w17, #0xffffffed
	mov     w18, #0xffffffe5
	mov     w19, #0x1
	mov     w1, #0x4
	mov     w2, #0xffffffff
	movk    w3, #0x9e37, lsl #16
	mov     w4, #0x11
	movk    w5, #0x3b9a, lsl #16
	str     x26, [sp, #48]
.L6:
	tst     w27, #0x1
	mov     w6, wzr
	csel    w24, w14, w13, ne
	csel    w22, w16, w15, ne
	csel    w13, w18, w17, ne
	and     w26, w24, #0xfffffffd
.L7:
	mov     w0, w28
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
	strb    wzr, [sp, #160]
	str     xzr, [x20]
	str     wzr, [x20, #8]
	sub     w8, w25, #0x1f
	and     w8, w8, w26
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
	ldr     x8, [sp, #128]
	cbz     x8, .L18
.L13:
	str     w0, [sp, #16]
	add     x0, sp, #0x40
	str     x23, [sp, #40]
	mov     x23, x11
	stur    w5, [x29, #-8]
	str     w13, [sp, #36]
	str     w6, [sp, #24]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldr     w6, [sp, #24]
	ldr     w13, [sp, #36]
	mov     w3, #0x79b9
	ldur    w5, [x29, #-8]
	mov     x11, x23
	ldr     x23, [sp, #40]
	ldr     w0, [sp, #16]
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	add     x12, sp, #0x40
	cmp     w28, w25
	b.ne    .L19
	b       .L104
.L14:
	sub     w8, w25, #0x1f
	and     w8, w8, w26
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
	ldr     x8, [sp, #128]
	cbnz    x8, .L13
.L18:
	cmp     w28, w25
	b.eq    .L104
.L19:
	mov     w25, w28
	tbz     w28, #0, .L9
	b       .L31
.L20:
	ldrb    w8, [sp, #159]
	strb    w19, [sp, #157]
	str     wzr, [sp, #152]
	cmp     w8, #0x1
	strb    wzr, [sp, #159]
	b.ne    .L25
	strb    wzr, [sp, #160]
	str     xzr, [x20]
	str     wzr, [x20, #8]
	orr     w8, w25, #0x1
	and     w8, w8, w24
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
	ldr     x8, [sp, #128]
	cbz     x8, .L29
.L24:
	str     w0, [sp, #16]
	add     x0, sp, #0x40
	str     x23, [sp, #40]
	mov     x23, x11
	stur    w5, [x29, #-8]
	str     w13, [sp, #36]
	str     w6, [sp, #24]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldr     w6, [sp, #24]
	ldr     w13, [sp, #36]
	mov     w3, #0x79b9
	ldur    w5, [x29, #-8]
	mov     x11, x23
	ldr     x23, [sp, #40]
	ldr     w0, [sp, #16]
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	add     x12, sp, #0x40
	cmp     w28, w25
	b.ne    .L30
	b       .L104
.L25:
	orr     w8, w25, #0x1
	and     w8, w8, w24
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
	ldr     x8, [sp, #128]
	cbnz    x8, .L24
.L29:
	cmp     w28, w25
	b.eq    .L104
.L30:
	mov     w25, w28
	tbz     w28, #0, .L20
.L31:
	mov     w25, w28
	strb    w19, [sp, #158]
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
	b       .L105
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
	strb    wzr, [sp, #160]
	str     xzr, [x20]
	str     wzr, [x20, #8]
	sub     w8, w25, #0x1f
	and     w8, w8, w26
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
	ldr     x8, [sp, #128]
	cbz     x8, .L46
.L41:
	str     w0, [sp, #16]
	add     x0, sp, #0x40
	str     x23, [sp, #40]
	mov     x23, x11
	stur    w5, [x29, #-8]
	str     w13, [sp, #36]
	str     w6, [sp, #24]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldr     w6, [sp, #24]
	ldr     w13, [sp, #36]
	mov     w3, #0x79b9
	ldur    w5, [x29, #-8]
	mov     x11, x23
	ldr     x23, [sp, #40]
	ldr     w0, [sp, #16]
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	add     x12, sp, #0x40
	cmp     w28, w25
	b.ne    .L47
	b       .L104
.L42:
	sub     w8, w25, #0x1f
	and     w8, w8, w26
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
	ldr     x8, [sp, #128]
	cbnz    x8, .L41
.L46:
	cmp     w28, w25
	b.eq    .L104
.L47:
	mov     w25, w28
	tbz     w28, #0, .L37
	b       .L59
.L48:
	tbnz    w25, #3, .L60
	ldrb    w8, [sp, #159]
	strb    w19, [sp, #157]
	str     wzr, [sp, #152]
	strb    wzr, [sp, #159]
	tbz     w8, #0, .L53
	strb    wzr, [sp, #160]
	str     xzr, [x20]
	str     wzr, [x20, #8]
	orr     w8, w25, #0x1
	and     w8, w8, w24
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
	ldr     x8, [sp, #128]
	cbz     x8, .L57
.L52:
	str     w0, [sp, #16]
	add     x0, sp, #0x40
	str     x23, [sp, #40]
	mov     x23, x11
	stur    w5, [x29, #-8]
	str     w13, [sp, #36]
	str     w6, [sp, #24]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldr     w6, [sp, #24]
	ldr     w13, [sp, #36]
	mov     w3, #0x79b9
	ldur    w5, [x29, #-8]
	mov     x11, x23
	ldr     x23, [sp, #40]
	ldr     w0, [sp, #16]
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	add     x12, sp, #0x40
	cmp     w28, w25
	b.ne    .L58
	b       .L104
.L53:
	orr     w8, w25, #0x1
	and     w8, w8, w24
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
	ldr     x8, [sp, #128]
	cbnz    x8, .L52
.L57:
	cmp     w28, w25
	b.eq    .L104
.L58:
	mov     w25, w28
	tbz     w28, #0, .L48
.L59:
	strb    w19, [sp, #158]
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
	b       .L105
.L64:
	str     x23, [sp, #40]
	ldr     w23, [sp, #144]
	mov     w28, w0
	str     w13, [sp, #36]
	stur    w5, [x29, #-8]
	cbnz    w23, .L65
	str     w6, [sp, #24]
	bl      <hintlock::spin::policy::multi_cpu>
	movz    x11, #0x0, lsl #16
	ldr     w6, [sp, #24]
	ldur    w5, [x29, #-8]
	mov     w3, #0x79b9
	movk    x11, #0x30
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	mov     w18, #0xffffffe5
	mov     w17, #0xffffffed
	mov     w16, #0xffffffe1
	mov     w15, #0xffffffe9
	mov     w14, #0xffffffe7
	mov     w13, #0xffffffef
	add     x12, sp, #0x40
	cbz     w0, .L77
.L65:
	ldr     w8, [sp, #152]
	ldr     w10, [sp, #64]
	add     w9, w23, #0x1
	str     w9, [sp, #144]
	adds    w8, w8, #0x1
	csinv   w13, w8, wzr, cc
	ldrb    w8, [sp, #158]
	tst     w9, #0x3
	str     w13, [sp, #152]
	b.eq    .L69
	cbnz    w10, .L69
	cbnz    w8, .L69
.L66:
	tbnz    w6, #0, .L87
	ldp     x23, x9, [sp, #40]
	ldr     x13, [x23]
	ldr     w8, [x9, x11]
	add     w10, w8, #0x1
	str     w10, [x9, x11]
	mul     w8, w10, w3
	str     w10, [sp, #24]
	and     w10, w10, #0xf
	eor     w8, w8, w12
	orr     w8, w8, #0x1
	str     w8, [sp, #148]
	tbz     w13, #4, .L67
	cbz     w10, .L82
.L67:
	ands    x8, x13, x4
	str     x23, [sp, #40]
	cset    w9, ne
	str     x21, [sp, #120]
	strb    w9, [sp, #156]
	cbz     x8, .L83
.L68:
	mov     x23, x11
	str     x13, [sp, #16]
	str     w10, [sp, #12]
	bl      <<std::time::Instant>::now>
	ldr     w10, [sp, #12]
	ldr     x13, [sp, #16]
	mov     w3, #0x79b9
	ldur    w5, [x29, #-8]
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	add     x12, sp, #0x40
	mov     x11, x23
	str     w1, [sp, #80]
	str     w1, [sp, #96]
	str     w1, [sp, #112]
	mov     w1, #0x4
	str     x0, [sp, #72]
	str     x0, [sp, #88]
	str     x0, [sp, #104]
	b       .L84
.L69:
	stp     w8, w13, [sp, #12]
	mov     w23, w10
	str     w6, [sp, #24]
	bl      <<std::time::Instant>::now>
	ldr     w13, [sp, #80]
	mov     w11, #0xca00
	stur    x0, [x29, #-40]
	movk    w11, #0x3b9a, lsl #16
	stur    w1, [x29, #-32]
	cmp     w13, w11
	b.ne    .L70
	mov     w13, w1
	mov     x14, x0
	str     x0, [sp, #72]
	str     w1, [sp, #80]
	b       .L71
.L70:
	ldr     x14, [sp, #72]
.L71:
	ldr     w2, [sp, #96]
	mov     w3, #0x79b9
	ldur    w5, [x29, #-8]
	ldr     w6, [sp, #24]
	movk    w3, #0x9e37, lsl #16
	mov     w4, #0x11
	cmp     w2, w11
	b.ne    .L72
	mov     w2, w1
	str     x0, [sp, #88]
	str     w1, [sp, #96]
.L72:
	ldr     w8, [sp, #112]
	ldr     x9, [sp, #104]
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
	cbz     w23, .L74
	cmp     w23, #0x1
	b.ne    .L76
	sub     x0, x29, #0x28
	mov     x1, x9
	mov     w2, w8
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x3e7
	movz    x11, #0x0, lsl #16
	movk    w9, #0x3b9a, lsl #16
	ldr     w6, [sp, #24]
	ldur    w5, [x29, #-8]
	mul     x8, x0, x9
	mov     w3, #0x79b9
	movk    x11, #0x30
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	add     x12, sp, #0x40
	umulh   x9, x0, x9
	mov     w13, #0xffffffef
	mov     w14, #0xffffffe7
	mov     w15, #0xffffffe9
	mov     w16, #0xffffffe1
	mov     w17, #0xffffffed
	mov     w18, #0xffffffe5
	mov     w2, #0xffffffff
	adds    x8, x8, w1, uxtw
	mov     w1, #0x4
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L77
	str     d8, [sp, #64]
	b       .L66
.L74:
	ldr     w8, [sp, #16]
	mov     w1, #0x4
	cmp     w8, #0x7
	b.ls    .L80
	ldrb    w8, [sp, #160]
	tbnz    w8, #0, .L75
	ldr     x1, [sp, #88]
	sub     x0, x29, #0x28
	str     w13, [sp, #16]
	mov     x23, x14
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     w13, [sp, #16]
	ldr     w6, [sp, #24]
	movk    w9, #0x3b9a, lsl #16
	ldur    w5, [x29, #-8]
	mov     w3, #0x79b9
	mul     x8, x0, x9
	mov     x14, x23
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	mov     w1, #0x4
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	b.cc    .L80
.L75:
	movz    x11, #0x0, lsl #16
	ldrb    w8, [sp, #156]
	add     x12, sp, #0x40
	movk    x11, #0x30
	mov     w13, #0xffffffef
	mov     w14, #0xffffffe7
	mov     w15, #0xffffffe9
	mov     w16, #0xffffffe1
	mov     w17, #0xffffffed
	mov     w18, #0xffffffe5
	mov     w2, #0xffffffff
	tbnz    w8, #0, .L77
	ldrb    w8, [sp, #159]
	tbnz    w8, #0, .L77
	ldr     x8, [sp, #120]
	str     wzr, [x20, #8]
	str     x8, [x20]
	b       .L77
.L76:
	ldr     w8, [sp, #68]
	movz    x11, #0x0, lsl #16
	add     x12, sp, #0x40
	movk    x11, #0x30
	mov     w13, #0xffffffef
	mov     w14, #0xffffffe7
	cmp     w8, #0x3
	mov     w15, #0xffffffe9
	mov     w16, #0xffffffe1
	mov     w17, #0xffffffed
	mov     w18, #0xffffffe5
	mov     w9, #0x2
	mov     w1, #0x4
	mov     w2, #0xffffffff
	b.cs    .L77
	add     w8, w8, #0x1
	stp     w9, w8, [sp, #64]
	b       .L66
.L77:
	mov     w8, #0xca00
	ldur    w9, [x29, #-4]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.eq    .L98
	mov     x23, x11
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #56]
	cmp     x0, x8
	b.ne    .L78
	ldp     w5, w8, [x29, #-8]
	mov     w3, #0x79b9
	mov     x11, x23
	add     x12, sp, #0x40
	mov     w13, #0xffffffef
	mov     w14, #0xffffffe7
	mov     w15, #0xffffffe9
	cmp     w1, w8
	mov     w16, #0xffffffe1
	mov     w17, #0xffffffed
	mov     w18, #0xffffffe5
	mov     w2, #0xffffffff
	movk    w3, #0x9e37, lsl #16
	mov     w4, #0x11
	b.cs    .L79
	b       .L98
.L78:
	mov     w3, #0x79b9
	ldur    w5, [x29, #-8]
	mov     x11, x23
	add     x12, sp, #0x40
	mov     w13, #0xffffffef
	mov     w14, #0xffffffe7
	mov     w15, #0xffffffe9
	mov     w16, #0xffffffe1
	mov     w17, #0xffffffed
	mov     w18, #0xffffffe5
	mov     w2, #0xffffffff
	movk    w3, #0x9e37, lsl #16
	mov     w4, #0x11
	b.lt    .L98
.L79:
	tbz     w28, #0, .L106
	and     w8, w25, #0xfffffffd
	ldr     w28, [sp, #36]
	mov     w0, w25
	sub     w8, w8, #0x20
	mov     x2, x21
	and     w1, w8, w28
	bl      <__aarch64_cas4_relax>
	ldur    w5, [x29, #-8]
	mov     w3, #0x79b9
	mov     x11, x23
	mov     w8, w0
	ldr     x23, [sp, #40]
	mov     w13, w28
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	add     x12, sp, #0x40
	mov     w6, wzr
	mov     w0, wzr
	cmp     w8, w25
	mov     w28, #0x1
	mov     w25, w8
	mov     w1, #0x4
	b.ne    .L7
	b       .L105
.L80:
	movz    x11, #0x0, lsl #16
	add     x12, sp, #0x40
	mov     w2, #0xffffffff
	movk    x11, #0x30
	ldr     w8, [sp, #12]
	tbnz    w8, #0, .L81
	sub     x0, x29, #0x28
	mov     x1, x14
	mov     w2, w13
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movz    x11, #0x0, lsl #16
	ldr     w6, [sp, #24]
	movk    w9, #0x3b9a, lsl #16
	ldur    w5, [x29, #-8]
	mov     w3, #0x79b9
	mul     x8, x0, x9
	movk    x11, #0x30
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	add     x12, sp, #0x40
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	mov     w1, #0x4
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L66
.L81:
	str     w19, [sp, #64]
	b       .L66
.L82:
	str     x13, [sp, #16]
	str     w10, [sp, #12]
	bl      <hintlock::spin::policy::now_ns>
	ldr     x1, [sp, #16]
	mov     x2, x0
	mov     x0, x23
	bl      <hintlock::spin::policy::drop_stale_far>
	movz    x11, #0x0, lsl #16
	ldr     w10, [sp, #12]
	ldur    w5, [x29, #-8]
	mov     w3, #0x79b9
	movk    x11, #0x30
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	add     x12, sp, #0x40
	mov     x13, x0
	ands    x8, x0, x4
	str     x23, [sp, #40]
	cset    w9, ne
	str     x21, [sp, #120]
	strb    w9, [sp, #156]
	cbnz    x8, .L68
.L83:
	ldr     x8, [x20]
	cmp     x8, x21
	b.ne    .L84
	ldr     w8, [x20, #8]
	strb    w19, [sp, #159]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x20, #8]
	cset    w8, ne
	strb    w8, [sp, #160]
.L84:
	and     w8, w25, #0x10
	orr     w8, w10, w8
	cbnz    w8, .L87
	ldr     x0, [sp, #40]
	mov     x1, x13
	mov     w25, w5
	mov     x23, x11
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #24]
	tst     w8, #0xf0
	b.ne    .L85
	cbz     w0, .L85
	ldr     x8, [sp, #40]
	str     x8, [sp, #128]
	b       .L86
.L85:
	mov     w3, #0x79b9
	mov     x11, x23
	add     x12, sp, #0x40
	mov     w1, #0x4
	mov     w2, #0xffffffff
	movk    w3, #0x9e37, lsl #16
	mov     w4, #0x11
	mov     w5, w25
	tbz     w0, #0, .L87
.L86:
	mov     w0, #0x10
	mov     x1, x21
	bl      <__aarch64_ldset4_relax>
	mov     w3, #0x79b9
	mov     w5, w25
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	add     x12, sp, #0x40
	mov     x11, x23
.L87:
	ldr     w8, [sp, #64]
	cmp     w8, #0x2
	b.eq    .L88
	cmp     w8, #0x1
	b.ne    .L90
	mov     x23, x11
	mov     w25, w5
	bl      <std::thread::functions::yield_now>
	b       .L89
.L88:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x23, x11
	mov     w25, w5
	bl      <std::thread::functions::sleep>
.L89:
	mov     w3, #0x79b9
	mov     x11, x23
	ldr     x23, [sp, #40]
	ldr     w13, [sp, #36]
	mov     w5, w25
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	add     x12, sp, #0x40
	b       .L94
.L90:
	ldrb    w8, [sp, #156]
	ldr     x23, [sp, #40]
	ldr     w13, [sp, #36]
	tbz     w8, #0, .L91
	mov     w8, #0xff
	b       .L92
.L91:
	ldr     w8, [sp, #144]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w1, cc
	lsl     w8, w2, w8
	mvn     w8, w8
.L92:
	ldr     w9, [sp, #148]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #128]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #148]
	cinc    w8, w8, eq
	cbz     w8, .L95
.L93:
	subs    w8, w8, #0x1
	isb
	b.ne    .L93
.L94:
	ldr     x9, [sp, #128]
.L95:
	cbnz    x9, .L97
.L96:
	ldr     w25, [x21]
	mov     w6, #0x1
	b       .L7
.L97:
	add     x0, sp, #0x40
	mov     x25, x23
	mov     x23, x11
	str     w13, [sp, #36]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldr     w13, [sp, #36]
	ldur    w5, [x29, #-8]
	mov     w3, #0x79b9
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	add     x12, sp, #0x40
	mov     x11, x23
	mov     x23, x25
	b       .L96
.L98:
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w28, #0x1
	orr     w8, w27, w8, lsr #3
	add     w10, w9, #0x20
	mov     w0, wzr
	csel    w26, w9, w10, ne
	tbnz    w8, #0, .L100
	mov     w8, #0xca00
	ldr     x23, [sp, #40]
	mov     w1, #0x4
	movk    w8, #0x3b9a, lsl #16
	cmp     w5, w8
	b.eq    .L101
	lsr     w8, w25, #5
	sub     x0, x29, #0x28
	mov     w24, w5
	stur    w5, [x29, #-32]
	str     w8, [sp, #36]
	ldr     x8, [sp]
	stur    x8, [x29, #-40]
	bl      <<std::time::Instant>::elapsed>
	str     x0, [sp, #24]
	ldr     w0, [sp, #36]
	mov     w22, w1
	bl      <hintlock::spin::policy::fair_after>
	ldr     x8, [sp, #24]
	cmp     x8, x0
	cset    w0, cs
	b.ne    .L99
	cmp     w22, w1
	cset    w0, cs
.L99:
	movz    x11, #0x0, lsl #16
	orr     w8, w26, #0x8
	cmp     w0, #0x0
	movk    x11, #0x30
	mov     w3, #0x79b9
	csel    w26, w8, w26, ne
	add     x12, sp, #0x40
	mov     w13, #0xffffffef
	mov     w14, #0xffffffe7
	mov     w15, #0xffffffe9
	mov     w16, #0xffffffe1
	mov     w17, #0xffffffed
	mov     w18, #0xffffffe5
	mov     w1, #0x4
	mov     w2, #0xffffffff
	movk    w3, #0x9e37, lsl #16
	mov     w4, #0x11
	mov     w5, w24
	b       .L101
.L100:
	ldr     x23, [sp, #40]
	mov     w1, #0x4
.L101:
	cmp     w26, w25
	b.eq    .L102
	str     w0, [sp, #36]
	mov     w0, w25
	mov     w1, w26
	mov     x2, x21
	mov     x24, x23
	mov     x23, x11
	mov     w22, w5
	bl      <__aarch64_cas4_relax>
	mov     w3, #0x79b9
	cmp     w0, w25
	mov     w25, w0
	ldr     w0, [sp, #36]
	mov     w5, w22
	mov     w4, #0x11
	movk    w3, #0x9e37, lsl #16
	mov     w2, #0xffffffff
	mov     w1, #0x4
	mov     w18, #0xffffffe5
	mov     w17, #0xffffffed
	mov     w16, #0xffffffe1
	mov     w15, #0xffffffe9
	mov     w14, #0xffffffe7
	mov     w13, #0xffffffef
	add     x12, sp, #0x40
	mov     x11, x23
	mov     x23, x24
	b.ne    .L6
.L102:
	orr     w27, w27, w0
	mov     w28, #0x1
	mov     w25, w26
	tbnz    w26, #2, .L6
	mov     w8, #0xca00
	str     x23, [sp, #40]
	ldur    w23, [x29, #-4]
	movk    w8, #0x3b9a, lsl #16
	mov     x22, x11
	mov     w24, w5
	cmp     w5, w8
	b.ne    .L103
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	mov     w24, w1
.L103:
	tst     w27, #0x1
	ldr     x2, [sp, #56]
	mov     x0, x21
	cinc    w5, w28, ne
	mov     w1, w26
	mov     w3, w23
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #64]
	movk    w8, #0x3b9a, lsl #16
	mov     w3, #0x79b9
	mov     x11, x22
	str     w8, [sp, #80]
	add     x12, sp, #0x40
	mov     w13, #0xffffffef
	str     w8, [sp, #96]
	mov     w14, #0xffffffe7
	mov     w15, #0xffffffe9
	str     w8, [sp, #112]
	add     x8, sp, #0x40
	mov     w16, #0xffffffe1
	stur    q0, [x8, #56]
	mov     w17, #0xffffffed
	mov     w18, #0xffffffe5
	stur    q0, [x8, #72]
	mov     w1, #0x4
	mov     w2, #0xffffffff
	stur    q0, [x8, #81]
	movk    w3, #0x9e37, lsl #16
	mov     w4, #0x11
	ldr     w25, [x21]
	ldr     x23, [sp, #40]
	mov     w5, w24
	b       .L6
.L104:
	mov     w0, #0x1
.L105:
	ldp     x20, x19, [sp, #288]
	ldr     d8, [sp, #192]
	ldp     x22, x21, [sp, #272]
	ldp     x24, x23, [sp, #256]
	ldp     x26, x25, [sp, #240]
	ldp     x28, x27, [sp, #224]
	ldp     x29, x30, [sp, #208]
	add     sp, sp, #0x130
	ret
.L106:
	mov     w0, wzr
	b       .L105

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
