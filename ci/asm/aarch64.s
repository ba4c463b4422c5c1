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
	sub     sp, sp, #0x120
	str     d8, [sp, #176]
	stp     x29, x30, [sp, #192]
	stp     x28, x27, [sp, #208]
	stp     x26, x25, [sp, #224]
	stp     x24, x23, [sp, #240]
	stp     x22, x21, [sp, #256]
	stp     x20, x19, [sp, #272]
	add     x29, sp, #0xc0
	stur    w2, [x29, #-4]
	mov     w10, #0xca00
	movz    x8, #0x0, lsl #16
	str     x1, [sp, #48]
	movk    w10, #0x3b9a, lsl #16
	mov     x20, #0x7c15
	str     wzr, [sp, #64]
	adrp    x19, <anon.CONST>
	movk    x20, #0x7f4a, lsl #16
	stp     xzr, xzr, [sp, #128]
	movk    x20, #0x79b9, lsl #32
	mov     x21, x0
	str     xzr, [sp, #120]
	movk    x20, #0x9e37, lsl #48
	stur    xzr, [sp, #143]
	movk    x8, #0x38
	str     w10, [sp, #80]
	mrs     x9, tpidr_el0
	str     w10, [sp, #96]
	str     x9, [sp, #56]
	add     x9, x9, x8
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
	movz    x11, #0x0, lsl #16
	add     x12, x19, x8, lsl #6
	adrp    x8, <anon.CONST>
	movk    x11, #0x30
	ldr     d8, [x8, #120]
	mov     w17, #0xca00
	mov     w28, wzr
	mov     w27, wzr
	mov     w9, #0xffffffef
	mov     w10, #0xffffffe7
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	mov     w20, #0x1
	movk    w17, #0x3b9a, lsl #16
.L6:
	tst     w27, #0x1
	mov     w23, wzr
	mov     w25, w26
	csel    w19, w10, w9, ne
	csel    w22, w14, w13, ne
	csel    w18, w16, w15, ne
	and     w24, w19, #0xfffffffd
.L7:
	mov     w0, w28
	tbz     w27, #0, .L26
.L8:
	tbnz    w25, #0, .L22
	tbz     w0, #0, .L15
.L9:
	strb    w20, [sp, #149]
	sub     w8, w25, #0x1f
	str     wzr, [sp, #144]
	and     w8, w8, w24
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
	ldr     x8, [sp, #120]
	cbnz    x8, .L14
	cmp     w26, w25
	b.eq    .L83
.L13:
	mov     w25, w26
	tbz     w26, #0, .L9
	b       .L21
.L14:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x28, x11
	str     x12, [sp, #32]
	str     w17, [sp, #44]
	stur    w18, [x29, #-8]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldur    w18, [x29, #-8]
	ldr     w17, [sp, #44]
	mov     x11, x28
	ldr     x12, [sp, #32]
	ldr     w0, [sp, #24]
	cmp     w26, w25
	b.ne    .L13
	b       .L83
.L15:
	strb    w20, [sp, #149]
	orr     w8, w25, #0x1
	str     wzr, [sp, #144]
	and     w8, w8, w19
.L16:
	ldaxr   w26, [x21]
	cmp     w26, w25
	b.ne    .L17
	stxr    w9, w8, [x21]
	cbnz    w9, .L16
	b       .L18
.L17:
	clrex
.L18:
	ldr     x8, [sp, #120]
	cbnz    x8, .L20
	cmp     w26, w25
	b.eq    .L83
.L19:
	mov     w25, w26
	tbz     w26, #0, .L15
	b       .L21
.L20:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x28, x11
	str     x12, [sp, #32]
	str     w17, [sp, #44]
	stur    w18, [x29, #-8]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldur    w18, [x29, #-8]
	ldr     w17, [sp, #44]
	mov     x11, x28
	ldr     x12, [sp, #32]
	ldr     w0, [sp, #24]
	cmp     w26, w25
	b.ne    .L19
	b       .L83
.L21:
	mov     w25, w26
	strb    w20, [sp, #150]
.L22:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L44
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
.L23:
	ldaxr   w9, [x21]
	cmp     w9, w25
	b.ne    .L24
	stxr    w10, w8, [x21]
	cbnz    w10, .L23
	b       .L25
.L24:
	clrex
.L25:
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L8
	b       .L84
.L26:
	tbnz    w25, #0, .L40
	tbz     w0, #0, .L33
.L27:
	tbnz    w25, #3, .L40
	strb    w20, [sp, #149]
	sub     w8, w25, #0x1f
	str     wzr, [sp, #144]
	and     w8, w8, w24
.L28:
	ldaxr   w26, [x21]
	cmp     w26, w25
	b.ne    .L29
	stxr    w9, w8, [x21]
	cbnz    w9, .L28
	b       .L30
.L29:
	clrex
.L30:
	ldr     x8, [sp, #120]
	cbnz    x8, .L32
	cmp     w26, w25
	b.eq    .L83
.L31:
	mov     w25, w26
	tbz     w26, #0, .L27
	b       .L39
.L32:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x28, x11
	str     x12, [sp, #32]
	str     w17, [sp, #44]
	stur    w18, [x29, #-8]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldur    w18, [x29, #-8]
	ldr     w17, [sp, #44]
	mov     x11, x28
	ldr     x12, [sp, #32]
	ldr     w0, [sp, #24]
	cmp     w26, w25
	b.ne    .L31
	b       .L83
.L33:
	tbnz    w25, #3, .L40
	strb    w20, [sp, #149]
	orr     w8, w25, #0x1
	str     wzr, [sp, #144]
	and     w8, w8, w19
.L34:
	ldaxr   w26, [x21]
	cmp     w26, w25
	b.ne    .L35
	stxr    w9, w8, [x21]
	cbnz    w9, .L34
	b       .L36
.L35:
	clrex
.L36:
	ldr     x8, [sp, #120]
	cbnz    x8, .L38
	cmp     w26, w25
	b.eq    .L83
.L37:
	mov     w25, w26
	tbz     w26, #0, .L33
	b       .L39
.L38:
	str     w0, [sp, #24]
	add     x0, sp, #0x40
	mov     x28, x11
	str     x12, [sp, #32]
	str     w17, [sp, #44]
	stur    w18, [x29, #-8]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldur    w18, [x29, #-8]
	ldr     w17, [sp, #44]
	mov     x11, x28
	ldr     x12, [sp, #32]
	ldr     w0, [sp, #24]
	cmp     w26, w25
	b.ne    .L37
	b       .L83
.L39:
	strb    w20, [sp, #150]
	mov     w25, w26
.L40:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L44
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
.L41:
	ldaxr   w9, [x21]
	cmp     w9, w25
	b.ne    .L42
	stxr    w10, w8, [x21]
	cbnz    w10, .L41
	b       .L43
.L42:
	clrex
.L43:
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L26
	b       .L84
.L44:
	ldr     w26, [sp, #136]
	mov     w28, w0
	stur    w18, [x29, #-8]
	str     w17, [sp, #44]
	str     x12, [sp, #32]
	cbnz    w26, .L45
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L58
.L45:
	ldr     w8, [sp, #144]
	add     w9, w26, #0x1
	ldr     w26, [sp, #64]
	and     w10, w9, #0x3
	str     w9, [sp, #136]
	adds    w8, w8, #0x1
	csinv   w11, w8, wzr, cc
	ldrb    w8, [sp, #150]
	cmp     w10, #0x1
	str     w11, [sp, #144]
	b.eq    .L49
	cbnz    w26, .L49
	cbnz    w8, .L49
.L46:
	tbnz    w23, #0, .L66
	ldr     x8, [sp, #32]
	movz    x11, #0x0, lsl #16
	mov     w9, #0x11
	ldr     x1, [x8]
	ldr     x10, [sp, #56]
	movk    x11, #0x30
	ldr     w8, [x10, x11]
	tst     x1, x9
	cset    w9, ne
	add     w23, w8, #0x1
	mov     w8, #0x79b9
	strb    w9, [sp, #148]
	movk    w8, #0x9e37, lsl #16
	add     x9, sp, #0x40
	and     w26, w23, #0xf
	mul     w8, w23, w8
	str     w23, [x10, x11]
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #140]
	tbz     w1, #4, .L47
	cbz     w26, .L80
.L47:
	and     w8, w25, #0x10
	orr     w8, w26, w8
	cbnz    w8, .L66
.L48:
	ldr     x0, [sp, #32]
	bl      <hintlock::spin::policy::wants_sample>
	tst     w23, #0xf0
	b.ne    .L64
	cbz     w0, .L64
	ldr     x8, [sp, #32]
	str     x8, [sp, #120]
	b       .L65
.L49:
	stp     w8, w11, [sp, #20]
	bl      <<std::time::Instant>::now>
	ldr     w12, [sp, #80]
	mov     w8, #0xca00
	stur    x0, [x29, #-40]
	movk    w8, #0x3b9a, lsl #16
	stur    w1, [x29, #-32]
	cmp     w12, w8
	b.ne    .L50
	mov     w12, w1
	mov     x13, x0
	str     x0, [sp, #72]
	str     w1, [sp, #80]
	b       .L51
.L50:
	ldr     x13, [sp, #72]
.L51:
	ldr     w2, [sp, #96]
	cmp     w2, w8
	b.ne    .L52
	mov     w2, w1
	str     x0, [sp, #88]
	str     w1, [sp, #96]
.L52:
	ldr     w8, [sp, #112]
	mov     w11, #0xca00
	ldr     x9, [sp, #104]
	movk    w11, #0x3b9a, lsl #16
	ldrb    w10, [sp, #149]
	str     x0, [sp, #104]
	cmp     w8, w11
	str     w1, [sp, #112]
	csel    w8, w1, w8, eq
	csel    x9, x0, x9, eq
	strb    wzr, [sp, #149]
	tbz     w10, #0, .L53
	str     x0, [sp, #88]
	mov     w2, w1
	str     w1, [sp, #96]
.L53:
	cbz     w26, .L54
	cmp     w26, #0x1
	b.ne    .L57
	sub     x0, x29, #0x28
	mov     x1, x9
	mov     w2, w8
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x3e7
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L58
	str     d8, [sp, #64]
	b       .L46
.L54:
	ldr     w8, [sp, #24]
	cmp     w8, #0x7
	b.ls    .L55
	ldr     x1, [sp, #88]
	sub     x0, x29, #0x28
	str     w12, [sp, #24]
	mov     x26, x13
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x7cf
	ldr     w12, [sp, #24]
	movk    w9, #0x3b9a, lsl #16
	mov     x13, x26
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L58
.L55:
	ldr     w8, [sp, #20]
	tbnz    w8, #0, .L56
	sub     x0, x29, #0x28
	mov     x1, x13
	mov     w2, w12
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L46
.L56:
	str     w20, [sp, #64]
	b       .L46
.L57:
	ldr     w8, [sp, #68]
	cmp     w8, #0x3
	b.cs    .L58
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #64]
	b       .L46
.L58:
	ldur    w8, [x29, #-4]
	mov     w9, #0xca00
	ldr     x23, [sp, #8]
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L60
.L59:
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w28, #0x1
	orr     w8, w27, w8, lsr #3
	add     w10, w9, #0x20
	mov     w11, wzr
	csel    w26, w9, w10, ne
	tbnz    w8, #0, .L63
	mov     w8, #0xca00
	ldr     w17, [sp, #44]
	movk    w8, #0x3b9a, lsl #16
	cmp     w17, w8
	b.eq    .L78
	sub     x0, x29, #0x28
	stur    x23, [x29, #-40]
	mov     w23, w17
	stur    w17, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L76
	orr     w26, w26, #0x8
	mov     w11, #0x1
	b       .L77
.L60:
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #48]
	cmp     x0, x8
	b.ne    .L61
	ldur    w8, [x29, #-4]
	cmp     w1, w8
	b.cc    .L59
	b       .L62
.L61:
	b.lt    .L59
.L62:
	tbz     w28, #0, .L85
	and     w8, w25, #0xfffffffd
	ldur    w23, [x29, #-8]
	mov     w0, w25
	sub     w8, w8, #0x20
	mov     x2, x21
	and     w1, w8, w23
	bl      <__aarch64_cas4_relax>
	movz    x11, #0x0, lsl #16
	mov     w8, w0
	mov     w18, w23
	movk    x11, #0x30
	ldr     x12, [sp, #32]
	ldr     w17, [sp, #44]
	mov     w23, wzr
	mov     w0, wzr
	cmp     w8, w25
	mov     w28, #0x1
	mov     w25, w8
	b.ne    .L7
	b       .L84
.L63:
	ldr     w17, [sp, #44]
	b       .L78
.L64:
	tbz     w0, #0, .L66
.L65:
	mov     w0, #0x10
	mov     x1, x21
	bl      <__aarch64_ldset4_relax>
.L66:
	ldr     w8, [sp, #64]
	cmp     w8, #0x2
	b.eq    .L67
	cmp     w8, #0x1
	b.ne    .L69
	bl      <std::thread::functions::yield_now>
	b       .L68
.L67:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
.L68:
	movz    x11, #0x0, lsl #16
	movk    x11, #0x30
	ldr     x12, [sp, #32]
	ldr     w17, [sp, #44]
	ldur    w18, [x29, #-8]
	b       .L73
.L69:
	movz    x11, #0x0, lsl #16
	ldrb    w8, [sp, #148]
	mov     w9, #0x4
	movk    x11, #0x30
	ldr     x12, [sp, #32]
	ldr     w17, [sp, #44]
	ldur    w18, [x29, #-8]
	mov     w10, #0xffffffff
	tbz     w8, #0, .L70
	mov     w8, #0xff
	b       .L71
.L70:
	ldr     w8, [sp, #136]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	lsl     w8, w10, w8
	mvn     w8, w8
.L71:
	ldr     w9, [sp, #140]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #120]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #140]
	cinc    w8, w8, eq
	cbz     w8, .L74
.L72:
	subs    w8, w8, #0x1
	isb
	b.ne    .L72
.L73:
	ldr     x9, [sp, #120]
.L74:
	cbnz    x9, .L79
.L75:
	ldr     w25, [x21]
	mov     w23, #0x1
	b       .L7
.L76:
	mov     w8, #0xa11f
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	orr     w8, w26, #0x8
	cset    w11, hi
	csel    w26, w8, w26, hi
.L77:
	mov     w17, w23
.L78:
	str     w11, [sp, #24]
	movz    x11, #0x0, lsl #16
	cmp     w26, w25
	movk    x11, #0x30
	ldr     x12, [sp, #32]
	ldur    w8, [x29, #-8]
	mov     w9, #0xffffffef
	mov     w10, #0xffffffe7
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	b.eq    .L81
	mov     w0, w25
	mov     w1, w26
	mov     x2, x21
	mov     x23, x12
	str     w17, [sp, #44]
	stur    w8, [x29, #-8]
	bl      <__aarch64_cas4_relax>
	movz    x11, #0x0, lsl #16
	ldur    w18, [x29, #-8]
	ldr     w17, [sp, #44]
	movk    x11, #0x30
	mov     w16, #0xffffffe5
	mov     w15, #0xffffffed
	mov     w14, #0xffffffe1
	mov     w13, #0xffffffe9
	mov     w10, #0xffffffe7
	mov     w9, #0xffffffef
	mov     x12, x23
	mov     w23, wzr
	cmp     w0, w25
	mov     w25, w0
	b.ne    .L7
	b       .L81
.L79:
	add     x0, sp, #0x40
	mov     x23, x11
	mov     x25, x12
	mov     w26, w17
	stur    w18, [x29, #-8]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldur    w18, [x29, #-8]
	mov     w17, w26
	mov     x12, x25
	mov     x11, x23
	b       .L75
.L80:
	str     x1, [sp, #24]
	bl      <hintlock::spin::policy::now_ns>
	mov     x2, x0
	ldp     x1, x0, [sp, #24]
	bl      <hintlock::spin::policy::drop_stale_far>
	mov     w8, #0x11
	mov     x1, x0
	tst     x0, x8
	cset    w8, ne
	strb    w8, [sp, #148]
	and     w8, w25, #0x10
	orr     w8, w26, w8
	cbnz    w8, .L66
	b       .L48
.L81:
	ldr     w8, [sp, #24]
	mov     w28, #0x1
	orr     w27, w27, w8
	tbnz    w26, #2, .L6
	mov     w8, #0xca00
	mov     x22, x12
	mov     x19, x11
	movk    w8, #0x3b9a, lsl #16
	mov     w23, w17
	cmp     w17, w8
	b.ne    .L82
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w23, w1
.L82:
	tst     w27, #0x1
	ldr     x2, [sp, #48]
	ldur    w3, [x29, #-4]
	cinc    w5, w28, ne
	mov     x0, x21
	mov     w1, w26
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	mov     w8, #0xca00
	str     wzr, [sp, #64]
	mov     x11, x19
	movk    w8, #0x3b9a, lsl #16
	mov     x12, x22
	mov     w9, #0xffffffef
	str     w8, [sp, #80]
	mov     w10, #0xffffffe7
	mov     w13, #0xffffffe9
	str     w8, [sp, #96]
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	str     w8, [sp, #112]
	add     x8, sp, #0x40
	mov     w16, #0xffffffe5
	stp     xzr, xzr, [x8, #64]
	mov     w17, w23
	stur    xzr, [x8, #56]
	stur    xzr, [x8, #79]
	ldr     w26, [x21]
	b       .L6
.L83:
	mov     w0, #0x1
.L84:
	ldp     x20, x19, [sp, #272]
	ldr     d8, [sp, #176]
	ldp     x22, x21, [sp, #256]
	ldp     x24, x23, [sp, #240]
	ldp     x26, x25, [sp, #224]
	ldp     x28, x27, [sp, #208]
	ldp     x29, x30, [sp, #192]
	add     sp, sp, #0x120
	ret
.L85:
	mov     w0, wzr
	b       .L84

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
