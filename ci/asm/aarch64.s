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
	sub     sp, sp, #0x140
	str     d8, [sp, #208]
	stp     x29, x30, [sp, #224]
	stp     x28, x27, [sp, #240]
	stp     x26, x25, [sp, #256]
	stp     x24, x23, [sp, #272]
	stp     x22, x21, [sp, #288]
	stp     x20, x19, [sp, #304]
	add     x29, sp, #0xe0
	movi    v0.2d, #0x0
	mov     w10, #0xca00
	stur    w2, [x29, #-4]
	movk    w10, #0x3b9a, lsl #16
	str     x1, [sp, #72]
	movz    x8, #0x0, lsl #16
	str     wzr, [sp, #80]
	mov     x19, #0x7c15
	adrp    x20, <anon.CONST>
	str     w10, [sp, #96]
	movk    x19, #0x7f4a, lsl #16
	mov     x21, x0
	stur    q0, [sp, #136]
	movk    x19, #0x79b9, lsl #32
	stur    q0, [sp, #152]
	movk    x19, #0x9e37, lsl #48
	movk    x8, #0x48
	stur    q0, [sp, #161]
	mrs     x28, tpidr_el0
	str     w10, [sp, #112]
	add     x9, x28, x8
	str     w10, [sp, #128]
	ldr     w25, [x0]
	ldp     x8, x23, [x9]
	ldr     x20, [x20, #3976]
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
	mul     x8, x21, x19
	cmp     x0, #0x3c
	lsr     x8, x8, #58
	add     x9, x20, x8, lsl #6
	ldr     x10, [x9]
	b.cs    .L3
	mov     w11, #0x1
	b       .L4
.L2:
	mul     x8, x21, x19
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
	add     x12, x20, x8, lsl #6
	movk    x9, #0x58
	movk    x10, #0x10
	movz    x13, #0x0, lsl #16
	adrp    x8, <compiler_builtins::float::mul::mul::<f128>+0x98>
	movk    x13, #0x40
	mov     w3, #0xca00
	ldr     d8, [x8, #1512]
	mov     w26, wzr
	mov     w19, wzr
	add     x24, x28, x9
	add     x11, x28, x10
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	mov     w22, #0x1
	movk    w3, #0x3b9a, lsl #16
.L6:
	tst     w19, #0x1
	mov     w4, wzr
	csel    w23, w16, w15, ne
	csel    w27, w18, w17, ne
	csel    w15, w2, w1, ne
	and     w20, w23, #0xfffffffd
.L7:
	mov     w0, w26
	tbz     w19, #0, .L36
.L8:
	tbnz    w25, #0, .L32
	tbz     w0, #0, .L20
.L9:
	ldrb    w8, [sp, #175]
	strb    w22, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L14
	strb    wzr, [sp, #176]
	str     xzr, [x24]
	str     wzr, [x24, #8]
	sub     w8, w25, #0x1f
	and     w8, w8, w20
.L10:
	ldaxr   w26, [x21]
	cmp     w26, w25
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
	str     w0, [sp, #32]
	add     x0, sp, #0x50
	str     w19, [sp, #48]
	mov     x19, x11
	str     x12, [sp, #56]
	stur    w3, [x29, #-8]
	str     w15, [sp, #52]
	str     w4, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	movz    x13, #0x0, lsl #16
	ldr     w4, [sp, #40]
	ldur    w3, [x29, #-8]
	movk    x13, #0x40
	mov     x11, x19
	ldr     x12, [sp, #56]
	ldp     w19, w15, [sp, #48]
	ldr     w0, [sp, #32]
	add     x14, sp, #0x50
	cmp     w26, w25
	b.ne    .L19
	b       .L103
.L14:
	sub     w8, w25, #0x1f
	and     w8, w8, w20
.L15:
	ldaxr   w26, [x21]
	cmp     w26, w25
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
	cmp     w26, w25
	b.eq    .L103
.L19:
	mov     w25, w26
	tbz     w26, #0, .L9
	b       .L31
.L20:
	ldrb    w8, [sp, #175]
	strb    w22, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L25
	strb    wzr, [sp, #176]
	str     xzr, [x24]
	str     wzr, [x24, #8]
	orr     w8, w25, #0x1
	and     w8, w8, w23
.L21:
	ldaxr   w26, [x21]
	cmp     w26, w25
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
	str     w0, [sp, #32]
	add     x0, sp, #0x50
	str     w19, [sp, #48]
	mov     x19, x11
	str     x12, [sp, #56]
	stur    w3, [x29, #-8]
	str     w15, [sp, #52]
	str     w4, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	movz    x13, #0x0, lsl #16
	ldr     w4, [sp, #40]
	ldur    w3, [x29, #-8]
	movk    x13, #0x40
	mov     x11, x19
	ldr     x12, [sp, #56]
	ldp     w19, w15, [sp, #48]
	ldr     w0, [sp, #32]
	add     x14, sp, #0x50
	cmp     w26, w25
	b.ne    .L30
	b       .L103
.L25:
	orr     w8, w25, #0x1
	and     w8, w8, w23
.L26:
	ldaxr   w26, [x21]
	cmp     w26, w25
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
	cmp     w26, w25
	b.eq    .L103
.L30:
	mov     w25, w26
	tbz     w26, #0, .L20
.L31:
	mov     w25, w26
	strb    w22, [sp, #174]
.L32:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L64
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w27
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
	b       .L104
.L36:
	tbnz    w25, #0, .L60
	tbz     w0, #0, .L48
.L37:
	tbnz    w25, #3, .L60
	ldrb    w8, [sp, #175]
	strb    w22, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L42
	strb    wzr, [sp, #176]
	str     xzr, [x24]
	str     wzr, [x24, #8]
	sub     w8, w25, #0x1f
	and     w8, w8, w20
.L38:
	ldaxr   w26, [x21]
	cmp     w26, w25
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
	str     w0, [sp, #32]
	add     x0, sp, #0x50
	str     w19, [sp, #48]
	mov     x19, x11
	str     x12, [sp, #56]
	stur    w3, [x29, #-8]
	str     w15, [sp, #52]
	str     w4, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	movz    x13, #0x0, lsl #16
	ldr     w4, [sp, #40]
	ldur    w3, [x29, #-8]
	movk    x13, #0x40
	mov     x11, x19
	ldr     x12, [sp, #56]
	ldp     w19, w15, [sp, #48]
	ldr     w0, [sp, #32]
	add     x14, sp, #0x50
	cmp     w26, w25
	b.ne    .L47
	b       .L103
.L42:
	sub     w8, w25, #0x1f
	and     w8, w8, w20
.L43:
	ldaxr   w26, [x21]
	cmp     w26, w25
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
	cmp     w26, w25
	b.eq    .L103
.L47:
	mov     w25, w26
	tbz     w26, #0, .L37
	b       .L59
.L48:
	tbnz    w25, #3, .L60
	ldrb    w8, [sp, #175]
	strb    w22, [sp, #173]
	str     wzr, [sp, #168]
	strb    wzr, [sp, #175]
	tbz     w8, #0, .L53
	strb    wzr, [sp, #176]
	str     xzr, [x24]
	str     wzr, [x24, #8]
	orr     w8, w25, #0x1
	and     w8, w8, w23
.L49:
	ldaxr   w26, [x21]
	cmp     w26, w25
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
	str     w0, [sp, #32]
	add     x0, sp, #0x50
	str     w19, [sp, #48]
	mov     x19, x11
	str     x12, [sp, #56]
	stur    w3, [x29, #-8]
	str     w15, [sp, #52]
	str     w4, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	movz    x13, #0x0, lsl #16
	ldr     w4, [sp, #40]
	ldur    w3, [x29, #-8]
	movk    x13, #0x40
	mov     x11, x19
	ldr     x12, [sp, #56]
	ldp     w19, w15, [sp, #48]
	ldr     w0, [sp, #32]
	add     x14, sp, #0x50
	cmp     w26, w25
	b.ne    .L58
	b       .L103
.L53:
	orr     w8, w25, #0x1
	and     w8, w8, w23
.L54:
	ldaxr   w26, [x21]
	cmp     w26, w25
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
	cmp     w26, w25
	b.eq    .L103
.L58:
	mov     w25, w26
	tbz     w26, #0, .L48
.L59:
	strb    w22, [sp, #174]
	mov     w25, w26
.L60:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L64
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w27
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
	b       .L104
.L64:
	stp     w19, w15, [sp, #48]
	ldr     w19, [sp, #160]
	mov     w26, w0
	stur    w3, [x29, #-8]
	stp     x12, x11, [sp, #56]
	cbnz    w19, .L65
	str     w4, [sp, #40]
	bl      <hintlock::spin::policy::multi_cpu>
	movz    x13, #0x0, lsl #16
	ldr     w4, [sp, #40]
	mov     w2, #0xffffffe5
	movk    x13, #0x40
	ldp     x12, x11, [sp, #56]
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	cbz     w0, .L79
.L65:
	ldr     w8, [sp, #168]
	ldr     w10, [sp, #80]
	add     w9, w19, #0x1
	str     w9, [sp, #160]
	adds    w8, w8, #0x1
	csinv   w15, w8, wzr, cc
	ldrb    w8, [sp, #174]
	tst     w9, #0x3
	str     w15, [sp, #168]
	b.eq    .L69
	cbnz    w10, .L69
	cbnz    w8, .L69
.L66:
	ldr     w19, [sp, #48]
	mov     w9, #0x79b9
	mov     w10, #0x11
	movk    w9, #0x9e37, lsl #16
	tbnz    w4, #0, .L87
	ldr     x1, [x12]
	ldr     w8, [x28, x13]
	add     w15, w8, #0x1
	str     w15, [x28, x13]
	mul     w8, w15, w9
	str     w15, [sp, #40]
	and     w15, w15, #0xf
	eor     w8, w8, w14
	orr     w8, w8, #0x1
	str     w8, [sp, #164]
	tbz     w1, #4, .L67
	cbz     w15, .L82
.L67:
	ands    x8, x1, x10
	str     x21, [sp, #136]
	cset    w9, ne
	strb    w9, [sp, #172]
	cbz     x8, .L83
.L68:
	str     x1, [sp, #32]
	str     w15, [sp, #28]
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #88]
	movz    x13, #0x0, lsl #16
	ldr     w15, [sp, #28]
	str     w1, [sp, #96]
	add     x14, sp, #0x50
	str     x0, [sp, #104]
	str     w1, [sp, #112]
	str     x0, [sp, #120]
	str     w1, [sp, #128]
	ldr     x1, [sp, #32]
	movk    x13, #0x40
	ldp     x12, x11, [sp, #56]
	b       .L84
.L69:
	stp     w8, w15, [sp, #28]
	mov     w19, w10
	str     w4, [sp, #40]
	bl      <<std::time::Instant>::now>
	ldr     w12, [sp, #96]
	mov     w8, #0xca00
	mov     x16, x0
	movk    w8, #0x3b9a, lsl #16
	mov     w15, w1
	stur    x0, [x29, #-40]
	cmp     w12, w8
	stur    w1, [x29, #-32]
	b.ne    .L70
	mov     w12, w15
	mov     x13, x16
	str     x16, [sp, #88]
	str     w15, [sp, #96]
	b       .L71
.L70:
	ldr     x13, [sp, #88]
.L71:
	ldr     w2, [sp, #112]
	ldr     w4, [sp, #40]
	mov     w3, #0x2
	cmp     w2, w8
	b.ne    .L72
	mov     w2, w15
	str     x16, [sp, #104]
	str     w15, [sp, #112]
.L72:
	ldr     w8, [sp, #128]
	mov     w11, #0xca00
	ldr     x9, [sp, #120]
	movk    w11, #0x3b9a, lsl #16
	ldrb    w10, [sp, #173]
	str     x16, [sp, #120]
	cmp     w8, w11
	str     w15, [sp, #128]
	csel    w1, w15, w8, eq
	csel    x0, x16, x9, eq
	strb    wzr, [sp, #173]
	tbz     w10, #0, .L73
	str     x16, [sp, #104]
	mov     w2, w15
	str     w15, [sp, #112]
.L73:
	cbz     w19, .L74
	cmp     w19, #0x1
	b.ne    .L76
	mov     x2, x16
	mov     w3, w15
	bl      <hintlock::spin::policy::ran_others>
	ldp     x12, x11, [sp, #56]
	movz    x13, #0x0, lsl #16
	ldr     w4, [sp, #40]
	movk    x13, #0x40
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	tbnz    w0, #0, .L79
	str     d8, [sp, #80]
	b       .L66
.L74:
	ldr     w8, [sp, #32]
	cmp     w8, #0x7
	b.ls    .L77
	ldrb    w8, [sp, #176]
	tbnz    w8, #0, .L75
	ldr     x1, [sp, #104]
	sub     x0, x29, #0x28
	str     w15, [sp, #32]
	str     x16, [sp, #16]
	mov     x19, x13
	str     w12, [sp, #12]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     w12, [sp, #12]
	ldr     x16, [sp, #16]
	movk    w9, #0x3b9a, lsl #16
	ldr     w15, [sp, #32]
	mov     x13, x19
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	b.cc    .L77
.L75:
	ldp     x12, x11, [sp, #56]
	movz    x13, #0x0, lsl #16
	ldrb    w8, [sp, #172]
	movk    x13, #0x40
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	tbnz    w8, #0, .L79
	ldrb    w8, [sp, #175]
	tbnz    w8, #0, .L79
	ldr     x8, [sp, #136]
	str     wzr, [x24, #8]
	str     x8, [x24]
	b       .L79
.L76:
	ldr     w8, [sp, #84]
	ldp     x12, x11, [sp, #56]
	movz    x13, #0x0, lsl #16
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	movk    x13, #0x40
	cmp     w8, #0x3
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	b.cs    .L79
	add     w8, w8, #0x1
	stp     w3, w8, [sp, #80]
	b       .L66
.L77:
	ldr     x11, [sp, #64]
	ldr     w8, [sp, #28]
	tbnz    w8, #0, .L78
	sub     x0, x29, #0x28
	mov     x1, x13
	mov     w2, w12
	str     w15, [sp, #32]
	str     x16, [sp, #16]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movz    x13, #0x0, lsl #16
	ldr     x16, [sp, #16]
	movk    w9, #0x3b9a, lsl #16
	ldr     w15, [sp, #32]
	ldr     w4, [sp, #40]
	mul     x8, x0, x9
	movk    x13, #0x40
	add     x14, sp, #0x50
	ldp     x12, x11, [sp, #56]
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L66
.L78:
	ldr     x8, [sp, #64]
	ldr     x0, [x11]
	mov     x2, x16
	mov     w3, w15
	ldr     w1, [x8, #8]
	bl      <hintlock::spin::policy::may_yield>
	movz    x13, #0x0, lsl #16
	ldr     w4, [sp, #40]
	mov     w2, #0xffffffe5
	movk    x13, #0x40
	ldp     x12, x11, [sp, #56]
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	cbz     w0, .L79
	str     w22, [sp, #80]
	b       .L66
.L79:
	ldur    w8, [x29, #-4]
	mov     w9, #0xca00
	ldr     w19, [sp, #48]
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.eq    .L97
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #72]
	cmp     x0, x8
	b.ne    .L80
	ldur    w8, [x29, #-4]
	ldp     x12, x11, [sp, #56]
	movz    x13, #0x0, lsl #16
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	movk    x13, #0x40
	cmp     w1, w8
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	b.cs    .L81
	b       .L97
.L80:
	ldp     x12, x11, [sp, #56]
	movz    x13, #0x0, lsl #16
	movk    x13, #0x40
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	b.lt    .L97
.L81:
	tbz     w26, #0, .L105
	and     w8, w25, #0xfffffffd
	ldr     w26, [sp, #52]
	mov     w0, w25
	sub     w8, w8, #0x20
	mov     x2, x21
	and     w1, w8, w26
	bl      <__aarch64_cas4_relax>
	movz    x13, #0x0, lsl #16
	mov     w8, w0
	mov     w15, w26
	movk    x13, #0x40
	ldp     x12, x11, [sp, #56]
	ldur    w3, [x29, #-8]
	add     x14, sp, #0x50
	mov     w4, wzr
	mov     w0, wzr
	cmp     w8, w25
	mov     w26, #0x1
	mov     w25, w8
	b.ne    .L7
	b       .L104
.L82:
	str     x1, [sp, #32]
	str     w15, [sp, #28]
	bl      <hintlock::spin::policy::now_ns>
	mov     x2, x0
	ldr     x0, [sp, #56]
	ldr     x1, [sp, #32]
	bl      <hintlock::spin::policy::drop_stale_far>
	movz    x13, #0x0, lsl #16
	ldr     w15, [sp, #28]
	mov     w10, #0x11
	movk    x13, #0x40
	ldp     x12, x11, [sp, #56]
	add     x14, sp, #0x50
	mov     x1, x0
	ands    x8, x0, x10
	str     x21, [sp, #136]
	cset    w9, ne
	strb    w9, [sp, #172]
	cbnz    x8, .L68
.L83:
	ldr     x8, [x24]
	cmp     x8, x21
	b.ne    .L84
	ldr     w8, [x24, #8]
	strb    w22, [sp, #175]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x24, #8]
	cset    w8, ne
	strb    w8, [sp, #176]
.L84:
	and     w8, w25, #0x10
	orr     w8, w15, w8
	cbnz    w8, .L87
	mov     x0, x12
	mov     x25, x12
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #40]
	tst     w8, #0xf0
	b.ne    .L85
	cbz     w0, .L85
	str     x25, [sp, #144]
	b       .L86
.L85:
	movz    x13, #0x0, lsl #16
	ldr     x11, [sp, #64]
	mov     x12, x25
	movk    x13, #0x40
	add     x14, sp, #0x50
	tbz     w0, #0, .L87
.L86:
	mov     w0, #0x10
	mov     x1, x21
	bl      <__aarch64_ldset4_relax>
	movz    x13, #0x0, lsl #16
	add     x14, sp, #0x50
	mov     x12, x25
	movk    x13, #0x40
	ldr     x11, [sp, #64]
.L87:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L88
	cmp     w8, #0x1
	b.ne    .L89
	mov     x25, x13
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w8, [sp, #128]
	mov     w9, #0xca00
	ldur    w3, [x29, #-8]
	ldp     x12, x11, [sp, #56]
	movk    w9, #0x3b9a, lsl #16
	ldr     w15, [sp, #52]
	cmp     w8, w9
	add     x14, sp, #0x50
	mov     x13, x25
	b.eq    .L93
	mov     x10, x0
	mov     w9, w1
	ldr     x0, [sp, #120]
	mov     w1, w8
	mov     x2, x10
	stur    w3, [x29, #-8]
	mov     w3, w9
	str     x10, [sp, #40]
	str     w15, [sp, #52]
	str     w9, [sp, #32]
	bl      <hintlock::spin::policy::ran_others>
	ldp     x12, x11, [sp, #56]
	add     x14, sp, #0x50
	ldr     w9, [sp, #32]
	ldr     x8, [sp, #40]
	mov     x13, x25
	ldr     w15, [sp, #52]
	ldur    w3, [x29, #-8]
	cbz     w0, .L93
	str     x8, [x11]
	str     w9, [x11, #8]
	b       .L93
.L88:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x25, x13
	bl      <std::thread::functions::sleep>
	ldp     x12, x11, [sp, #56]
	add     x14, sp, #0x50
	ldur    w3, [x29, #-8]
	ldr     w15, [sp, #52]
	mov     x13, x25
	b       .L93
.L89:
	ldrb    w8, [sp, #172]
	ldur    w3, [x29, #-8]
	mov     w9, #0x4
	ldr     w15, [sp, #52]
	mov     w10, #0xffffffff
	tbz     w8, #0, .L90
	mov     w8, #0xff
	b       .L91
.L90:
	ldr     w8, [sp, #160]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	lsl     w8, w10, w8
	mvn     w8, w8
.L91:
	ldr     w9, [sp, #164]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #164]
	cinc    w8, w8, eq
	cbz     w8, .L94
.L92:
	subs    w8, w8, #0x1
	isb
	b.ne    .L92
.L93:
	ldr     x9, [sp, #144]
.L94:
	cbnz    x9, .L96
.L95:
	ldr     w25, [x21]
	mov     w4, #0x1
	b       .L7
.L96:
	add     x0, sp, #0x50
	mov     x25, x11
	stur    w3, [x29, #-8]
	str     w15, [sp, #52]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	movz    x13, #0x0, lsl #16
	ldr     w15, [sp, #52]
	ldur    w3, [x29, #-8]
	movk    x13, #0x40
	ldr     x12, [sp, #56]
	add     x14, sp, #0x50
	mov     x11, x25
	b       .L95
.L97:
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w26, #0x1
	orr     w8, w19, w8, lsr #3
	add     w10, w9, #0x20
	mov     w0, wzr
	csel    w20, w9, w10, ne
	tbnz    w8, #0, .L99
	mov     w8, #0xca00
	ldur    w3, [x29, #-8]
	movk    w8, #0x3b9a, lsl #16
	cmp     w3, w8
	b.eq    .L100
	ldr     x8, [sp]
	sub     x0, x29, #0x28
	lsr     w27, w25, #5
	stur    w3, [x29, #-8]
	stur    x8, [x29, #-40]
	stur    w3, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	mov     x23, x0
	mov     w0, w27
	str     w1, [sp, #52]
	bl      <hintlock::spin::policy::fair_after>
	cmp     x23, x0
	cset    w0, cs
	b.ne    .L98
	ldr     w8, [sp, #52]
	cmp     w8, w1
	cset    w0, cs
.L98:
	ldp     x12, x11, [sp, #56]
	movz    x13, #0x0, lsl #16
	orr     w8, w20, #0x8
	cmp     w0, #0x0
	movk    x13, #0x40
	csel    w20, w8, w20, ne
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
.L99:
	ldur    w3, [x29, #-8]
.L100:
	cmp     w20, w25
	b.eq    .L101
	str     w0, [sp, #52]
	mov     w0, w25
	mov     w1, w20
	mov     x2, x21
	mov     x23, x12
	mov     x27, x13
	stur    w3, [x29, #-8]
	bl      <__aarch64_cas4_relax>
	ldur    w3, [x29, #-8]
	ldr     x11, [sp, #64]
	cmp     w0, w25
	mov     w25, w0
	ldr     w0, [sp, #52]
	mov     w2, #0xffffffe5
	mov     w1, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	mov     x13, x27
	mov     x12, x23
	b.ne    .L6
.L101:
	orr     w19, w19, w0
	mov     w26, #0x1
	mov     w25, w20
	tbnz    w20, #2, .L6
	mov     w8, #0xca00
	mov     x23, x11
	mov     w27, w3
	movk    w8, #0x3b9a, lsl #16
	cmp     w3, w8
	b.ne    .L102
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	mov     w27, w1
.L102:
	tst     w19, #0x1
	ldr     x2, [sp, #72]
	ldur    w3, [x29, #-4]
	cinc    w5, w26, ne
	mov     x0, x21
	mov     w1, w20
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #80]
	movk    w8, #0x3b9a, lsl #16
	movz    x13, #0x0, lsl #16
	mov     x11, x23
	str     w8, [sp, #96]
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	str     w8, [sp, #112]
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	str     w8, [sp, #128]
	add     x8, sp, #0x50
	mov     w18, #0xffffffe1
	stur    q0, [x8, #56]
	mov     w1, #0xffffffed
	mov     w2, #0xffffffe5
	stur    q0, [x8, #72]
	mov     w3, w27
	stur    q0, [x8, #81]
	ldr     w25, [x21]
	ldr     x12, [sp, #56]
	movk    x13, #0x40
	b       .L6
.L103:
	mov     w0, #0x1
.L104:
	ldp     x20, x19, [sp, #304]
	ldr     d8, [sp, #208]
	ldp     x22, x21, [sp, #288]
	ldp     x24, x23, [sp, #272]
	ldp     x26, x25, [sp, #256]
	ldp     x28, x27, [sp, #240]
	ldp     x29, x30, [sp, #224]
	add     sp, sp, #0x140
	ret
.L105:
	mov     w0, wzr
	b       .L104

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
