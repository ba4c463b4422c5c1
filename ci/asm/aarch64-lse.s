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
	stur    x1, [x29, #-8]
	movk    w10, #0x3b9a, lsl #16
	str     wzr, [sp, #80]
	movz    x8, #0x0, lsl #16
	str     w10, [sp, #96]
	mov     x20, #0x7c15
	adrp    x19, <anon.CONST>
	movk    x20, #0x7f4a, lsl #16
	mov     x21, x0
	stur    q0, [sp, #136]
	movk    x20, #0x79b9, lsl #32
	stur    q0, [sp, #152]
	movk    x20, #0x9e37, lsl #48
	movk    x8, #0x48
	stur    q0, [sp, #161]
	mrs     x28, tpidr_el0
	str     w10, [sp, #112]
	add     x9, x28, x8
	str     w10, [sp, #128]
	ldr     w25, [x0]
	ldp     x8, x23, [x9]
	ldr     x19, [x19, #3984]
	stp     xzr, xzr, [x9]
	tbz     w25, #4, .L1
	cmp     x8, x21
	b.ne    .L1
	mov     w24, w2
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
	mov     w2, w24
	b       .L3
.L1:
	mul     x8, x21, x20
	lsr     x8, x8, #58
	b       .L4
.L2:
	mov     w2, w24
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
	movz    x10, #0x0, lsl #16
	add     x27, x19, x8, lsl #6
	movk    x9, #0x58
	movk    x10, #0x10
	movz    x14, #0x0, lsl #16
	adrp    x8, <anon.CONST>
	movk    x14, #0x40
	mov     w11, #0xca00
	ldr     d8, [x8, #344]
	mov     w24, wzr
	mov     w12, wzr
	add     x20, x28, x9
	add     x13, x28, x10
	add     x15, sp, #0x50
	mov     w16, #0xffffffef
	mov     w17, #0xffffffe7
	mov     w18, #0xffffffe9
	mov     w1, #0xffffffe1
	mov     w4, #0xffffffed
	mov     w10, #0xffffffe5
	mov     w19, #0x1
	movk    w11, #0x3b9a, lsl #16
.L5:
	tst     w12, #0x1
	mov     w3, wzr
	csel    w22, w17, w16, ne
	csel    w26, w1, w18, ne
	csel    w10, w10, w4, ne
	and     w23, w22, #0xfffffffd
.L6:
	mov     w0, w24
	tbz     w12, #0, .L20
.L7:
	tbnz    w25, #0, .L19
	tbz     w0, #0, .L13
.L8:
	ldrb    w8, [sp, #175]
	strb    w19, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L10
	strb    wzr, [sp, #176]
	str     xzr, [x20]
	str     wzr, [x20, #8]
	sub     w8, w25, #0x1f
	mov     w24, w25
	and     w8, w8, w23
	casa    w24, w8, [x21]
	ldr     x8, [sp, #144]
	cbz     x8, .L11
.L9:
	str     w0, [sp, #32]
	add     x0, sp, #0x50
	str     w2, [sp, #76]
	stp     x13, x27, [sp, #56]
	mov     x27, x14
	stp     w11, w12, [sp, #48]
	stp     w3, w10, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w3, w10, [sp, #40]
	ldp     w11, w12, [sp, #48]
	mov     x14, x27
	ldp     x13, x27, [sp, #56]
	ldr     w0, [sp, #32]
	ldr     w2, [sp, #76]
	add     x15, sp, #0x50
	cmp     w24, w25
	b.ne    .L12
	b       .L72
.L10:
	sub     w8, w25, #0x1f
	mov     w24, w25
	and     w8, w8, w23
	casa    w24, w8, [x21]
	ldr     x8, [sp, #144]
	cbnz    x8, .L9
.L11:
	cmp     w24, w25
	b.eq    .L72
.L12:
	mov     w25, w24
	tbz     w24, #0, .L8
	b       .L18
.L13:
	ldrb    w8, [sp, #175]
	strb    w19, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L15
	strb    wzr, [sp, #176]
	str     xzr, [x20]
	str     wzr, [x20, #8]
	orr     w8, w25, #0x1
	mov     w24, w25
	and     w8, w8, w22
	casa    w24, w8, [x21]
	ldr     x8, [sp, #144]
	cbz     x8, .L16
.L14:
	str     w0, [sp, #32]
	add     x0, sp, #0x50
	str     w2, [sp, #76]
	stp     x13, x27, [sp, #56]
	mov     x27, x14
	stp     w11, w12, [sp, #48]
	stp     w3, w10, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w3, w10, [sp, #40]
	ldp     w11, w12, [sp, #48]
	mov     x14, x27
	ldp     x13, x27, [sp, #56]
	ldr     w0, [sp, #32]
	ldr     w2, [sp, #76]
	add     x15, sp, #0x50
	cmp     w24, w25
	b.ne    .L17
	b       .L72
.L15:
	orr     w8, w25, #0x1
	mov     w24, w25
	and     w8, w8, w22
	casa    w24, w8, [x21]
	ldr     x8, [sp, #144]
	cbnz    x8, .L14
.L16:
	cmp     w24, w25
	b.eq    .L72
.L17:
	mov     w25, w24
	tbz     w24, #0, .L13
.L18:
	mov     w25, w24
	strb    w19, [sp, #174]
.L19:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L33
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w26
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
	ldrb    w8, [sp, #175]
	strb    w19, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L23
	strb    wzr, [sp, #176]
	str     xzr, [x20]
	str     wzr, [x20, #8]
	sub     w8, w25, #0x1f
	mov     w24, w25
	and     w8, w8, w23
	casa    w24, w8, [x21]
	ldr     x8, [sp, #144]
	cbz     x8, .L24
.L22:
	str     w0, [sp, #32]
	add     x0, sp, #0x50
	str     w2, [sp, #76]
	stp     x13, x27, [sp, #56]
	mov     x27, x14
	stp     w11, w12, [sp, #48]
	stp     w3, w10, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w3, w10, [sp, #40]
	ldp     w11, w12, [sp, #48]
	mov     x14, x27
	ldp     x13, x27, [sp, #56]
	ldr     w0, [sp, #32]
	ldr     w2, [sp, #76]
	add     x15, sp, #0x50
	cmp     w24, w25
	b.ne    .L25
	b       .L72
.L23:
	sub     w8, w25, #0x1f
	mov     w24, w25
	and     w8, w8, w23
	casa    w24, w8, [x21]
	ldr     x8, [sp, #144]
	cbnz    x8, .L22
.L24:
	cmp     w24, w25
	b.eq    .L72
.L25:
	mov     w25, w24
	tbz     w24, #0, .L21
	b       .L31
.L26:
	tbnz    w25, #3, .L32
	ldrb    w8, [sp, #175]
	strb    w19, [sp, #173]
	str     wzr, [sp, #168]
	strb    wzr, [sp, #175]
	tbz     w8, #0, .L28
	strb    wzr, [sp, #176]
	str     xzr, [x20]
	str     wzr, [x20, #8]
	orr     w8, w25, #0x1
	mov     w24, w25
	and     w8, w8, w22
	casa    w24, w8, [x21]
	ldr     x8, [sp, #144]
	cbz     x8, .L29
.L27:
	str     w0, [sp, #32]
	add     x0, sp, #0x50
	str     w2, [sp, #76]
	stp     x13, x27, [sp, #56]
	mov     x27, x14
	stp     w11, w12, [sp, #48]
	stp     w3, w10, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w3, w10, [sp, #40]
	ldp     w11, w12, [sp, #48]
	mov     x14, x27
	ldp     x13, x27, [sp, #56]
	ldr     w0, [sp, #32]
	ldr     w2, [sp, #76]
	add     x15, sp, #0x50
	cmp     w24, w25
	b.ne    .L30
	b       .L72
.L28:
	orr     w8, w25, #0x1
	mov     w24, w25
	and     w8, w8, w22
	casa    w24, w8, [x21]
	ldr     x8, [sp, #144]
	cbnz    x8, .L27
.L29:
	cmp     w24, w25
	b.eq    .L72
.L30:
	mov     w25, w24
	tbz     w24, #0, .L26
.L31:
	strb    w19, [sp, #174]
	mov     w25, w24
.L32:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L33
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w26
	casa    w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L20
	b       .L73
.L33:
	stp     x13, x27, [sp, #56]
	ldr     w27, [sp, #160]
	mov     w24, w0
	stp     w3, w10, [sp, #40]
	stp     w11, w12, [sp, #48]
	str     w2, [sp, #76]
	cbnz    w27, .L34
	bl      <hintlock::spin::policy::multi_cpu>
	movz    x14, #0x0, lsl #16
	mov     w4, #0xffffffed
	mov     w1, #0xffffffe1
	movk    x14, #0x40
	ldr     x13, [sp, #56]
	ldr     w12, [sp, #52]
	mov     w18, #0xffffffe9
	mov     w17, #0xffffffe7
	mov     w16, #0xffffffef
	add     x15, sp, #0x50
	cbz     w0, .L48
.L34:
	ldr     w8, [sp, #168]
	ldr     w10, [sp, #80]
	add     w9, w27, #0x1
	str     w9, [sp, #160]
	adds    w8, w8, #0x1
	csinv   w11, w8, wzr, cc
	ldrb    w8, [sp, #174]
	tst     w9, #0x3
	str     w11, [sp, #168]
	b.eq    .L38
	cbnz    w10, .L38
	cbnz    w8, .L38
.L35:
	ldr     w2, [sp, #76]
	ldr     x27, [sp, #64]
	mov     w9, #0x79b9
	ldr     w8, [sp, #40]
	movk    w9, #0x9e37, lsl #16
	mov     w10, #0x11
	str     w2, [sp, #76]
	str     x27, [sp, #64]
	tbnz    w8, #0, .L56
	ldr     x1, [x27]
	ldr     w8, [x28, x14]
	add     w11, w8, #0x1
	str     w11, [x28, x14]
	mul     w8, w11, w9
	str     w11, [sp, #40]
	and     w11, w11, #0xf
	eor     w8, w8, w15
	orr     w8, w8, #0x1
	str     w8, [sp, #164]
	tbz     w1, #4, .L36
	cbz     w11, .L51
.L36:
	ands    x8, x1, x10
	str     x21, [sp, #136]
	cset    w9, ne
	strb    w9, [sp, #172]
	cbz     x8, .L52
.L37:
	mov     x27, x14
	str     x1, [sp, #32]
	str     w11, [sp, #28]
	bl      <<std::time::Instant>::now>
	mov     x14, x27
	ldp     x13, x27, [sp, #56]
	ldr     w11, [sp, #28]
	ldr     w2, [sp, #76]
	add     x15, sp, #0x50
	str     w1, [sp, #96]
	ldr     w12, [sp, #52]
	str     w1, [sp, #112]
	str     w1, [sp, #128]
	ldr     x1, [sp, #32]
	str     x0, [sp, #88]
	str     x0, [sp, #104]
	str     x0, [sp, #120]
	b       .L53
.L38:
	stp     w8, w11, [sp, #28]
	mov     w27, w10
	bl      <<std::time::Instant>::now>
	ldr     w12, [sp, #96]
	mov     w8, #0xca00
	mov     x17, x0
	movk    w8, #0x3b9a, lsl #16
	mov     w16, w1
	stur    x0, [x29, #-40]
	cmp     w12, w8
	stur    w1, [x29, #-32]
	b.ne    .L39
	mov     w12, w16
	mov     x14, x17
	str     x17, [sp, #88]
	str     w16, [sp, #96]
	b       .L40
.L39:
	ldr     x14, [sp, #88]
.L40:
	ldr     w2, [sp, #112]
	mov     w3, #0x2
	cmp     w2, w8
	b.ne    .L41
	mov     w2, w16
	str     x17, [sp, #104]
	str     w16, [sp, #112]
.L41:
	ldr     w8, [sp, #128]
	mov     w11, #0xca00
	ldr     x9, [sp, #120]
	movk    w11, #0x3b9a, lsl #16
	ldrb    w10, [sp, #173]
	str     x17, [sp, #120]
	cmp     w8, w11
	str     w16, [sp, #128]
	csel    w1, w16, w8, eq
	csel    x0, x17, x9, eq
	strb    wzr, [sp, #173]
	tbz     w10, #0, .L42
	str     x17, [sp, #104]
	mov     w2, w16
	str     w16, [sp, #112]
.L42:
	cbz     w27, .L43
	cmp     w27, #0x1
	b.ne    .L45
	mov     x2, x17
	mov     w3, w16
	bl      <hintlock::spin::policy::ran_others>
	movz    x14, #0x0, lsl #16
	ldr     w12, [sp, #52]
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	add     x15, sp, #0x50
	mov     w16, #0xffffffef
	mov     w17, #0xffffffe7
	mov     w18, #0xffffffe9
	mov     w1, #0xffffffe1
	mov     w4, #0xffffffed
	tbnz    w0, #0, .L48
	str     d8, [sp, #80]
	b       .L35
.L43:
	ldr     w8, [sp, #32]
	cmp     w8, #0x7
	b.ls    .L46
	ldrb    w8, [sp, #176]
	tbnz    w8, #0, .L44
	ldr     x1, [sp, #104]
	sub     x0, x29, #0x28
	str     w16, [sp, #32]
	str     x17, [sp, #16]
	mov     x27, x14
	str     w12, [sp, #12]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     w12, [sp, #12]
	ldr     x17, [sp, #16]
	movk    w9, #0x3b9a, lsl #16
	ldr     w16, [sp, #32]
	mov     x14, x27
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	b.cc    .L46
.L44:
	movz    x14, #0x0, lsl #16
	ldrb    w8, [sp, #172]
	ldr     w12, [sp, #52]
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	add     x15, sp, #0x50
	mov     w16, #0xffffffef
	mov     w17, #0xffffffe7
	mov     w18, #0xffffffe9
	mov     w1, #0xffffffe1
	mov     w4, #0xffffffed
	tbnz    w8, #0, .L48
	ldrb    w8, [sp, #175]
	tbnz    w8, #0, .L48
	ldr     x8, [sp, #136]
	str     wzr, [x20, #8]
	str     x8, [x20]
	b       .L48
.L45:
	ldr     w8, [sp, #84]
	movz    x14, #0x0, lsl #16
	ldr     w12, [sp, #52]
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	add     x15, sp, #0x50
	cmp     w8, #0x3
	mov     w16, #0xffffffef
	mov     w17, #0xffffffe7
	mov     w18, #0xffffffe9
	mov     w1, #0xffffffe1
	mov     w4, #0xffffffed
	b.cs    .L48
	add     w8, w8, #0x1
	stp     w3, w8, [sp, #80]
	b       .L35
.L46:
	ldr     x13, [sp, #56]
	ldr     w8, [sp, #28]
	tbnz    w8, #0, .L47
	sub     x0, x29, #0x28
	mov     x1, x14
	mov     w2, w12
	str     w16, [sp, #32]
	str     x17, [sp, #16]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movz    x14, #0x0, lsl #16
	ldr     x17, [sp, #16]
	movk    w9, #0x3b9a, lsl #16
	ldr     w16, [sp, #32]
	movk    x14, #0x40
	mul     x8, x0, x9
	ldr     x13, [sp, #56]
	ldr     w12, [sp, #52]
	add     x15, sp, #0x50
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L35
.L47:
	ldr     x8, [sp, #56]
	ldr     x0, [x13]
	mov     x2, x17
	mov     w3, w16
	ldr     w1, [x8, #8]
	bl      <hintlock::spin::policy::may_yield>
	movz    x14, #0x0, lsl #16
	mov     w4, #0xffffffed
	mov     w1, #0xffffffe1
	movk    x14, #0x40
	ldr     x13, [sp, #56]
	ldr     w12, [sp, #52]
	mov     w18, #0xffffffe9
	mov     w17, #0xffffffe7
	mov     w16, #0xffffffef
	add     x15, sp, #0x50
	cbz     w0, .L48
	str     w19, [sp, #80]
	b       .L35
.L48:
	ldr     w2, [sp, #76]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	str     w2, [sp, #76]
	b.eq    .L66
	mov     w27, w12
	bl      <<std::time::Instant>::now>
	ldur    x8, [x29, #-8]
	cmp     x0, x8
	b.ne    .L49
	ldr     w2, [sp, #76]
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	mov     w12, w27
	add     x15, sp, #0x50
	cmp     w1, w2
	mov     w16, #0xffffffef
	mov     w17, #0xffffffe7
	mov     w18, #0xffffffe9
	mov     w1, #0xffffffe1
	mov     w4, #0xffffffed
	b.cs    .L50
	b       .L66
.L49:
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #56]
	mov     w12, w27
	movk    x14, #0x40
	ldr     w2, [sp, #76]
	add     x15, sp, #0x50
	mov     w16, #0xffffffef
	mov     w17, #0xffffffe7
	mov     w18, #0xffffffe9
	mov     w1, #0xffffffe1
	mov     w4, #0xffffffed
	b.lt    .L66
.L50:
	tbz     w24, #0, .L74
	ldp     w10, w11, [sp, #44]
	and     w8, w25, #0xfffffffd
	mov     w9, w25
	mov     w3, wzr
	sub     w8, w8, #0x20
	mov     w0, wzr
	mov     w24, #0x1
	and     w8, w8, w10
	cas     w9, w8, [x21]
	ldr     x27, [sp, #64]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
	b       .L73
.L51:
	str     x1, [sp, #32]
	str     w11, [sp, #28]
	bl      <hintlock::spin::policy::now_ns>
	ldr     x1, [sp, #32]
	mov     x2, x0
	mov     x0, x27
	bl      <hintlock::spin::policy::drop_stale_far>
	movz    x14, #0x0, lsl #16
	ldr     w11, [sp, #28]
	ldr     w2, [sp, #76]
	movk    x14, #0x40
	ldr     x13, [sp, #56]
	mov     w10, #0x11
	ldr     w12, [sp, #52]
	add     x15, sp, #0x50
	mov     x1, x0
	ands    x8, x0, x10
	str     x21, [sp, #136]
	cset    w9, ne
	strb    w9, [sp, #172]
	cbnz    x8, .L37
.L52:
	ldr     x8, [x20]
	cmp     x8, x21
	b.ne    .L53
	ldr     w8, [x20, #8]
	strb    w19, [sp, #175]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x20, #8]
	cset    w8, ne
	strb    w8, [sp, #176]
.L53:
	and     w8, w25, #0x10
	orr     w8, w11, w8
	cbnz    w8, .L56
	mov     x0, x27
	mov     w25, w12
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #40]
	tst     w8, #0xf0
	b.ne    .L54
	cbz     w0, .L54
	str     x27, [sp, #144]
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	ldr     w2, [sp, #76]
	mov     w12, w25
	add     x15, sp, #0x50
	mov     w8, #0x10
	b       .L55
.L54:
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #56]
	mov     w12, w25
	movk    x14, #0x40
	ldr     w2, [sp, #76]
	add     x15, sp, #0x50
	mov     w8, #0x10
	tbz     w0, #0, .L56
.L55:
	ldset   w8, w8, [x21]
.L56:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L57
	cmp     w8, #0x1
	b.ne    .L58
	mov     x27, x13
	mov     x25, x14
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w8, [sp, #128]
	mov     w9, #0xca00
	ldr     w2, [sp, #76]
	ldp     w11, w12, [sp, #48]
	movk    w9, #0x3b9a, lsl #16
	add     x15, sp, #0x50
	mov     x14, x25
	cmp     w8, w9
	mov     x13, x27
	b.eq    .L62
	mov     x10, x0
	mov     w9, w1
	ldr     x0, [sp, #120]
	mov     w1, w8
	mov     x2, x10
	mov     w3, w9
	str     w11, [sp, #48]
	str     w9, [sp, #40]
	str     x10, [sp, #32]
	bl      <hintlock::spin::policy::ran_others>
	ldp     w11, w12, [sp, #48]
	ldr     w9, [sp, #40]
	ldr     x8, [sp, #32]
	add     x15, sp, #0x50
	ldr     w2, [sp, #76]
	mov     x14, x25
	mov     x13, x27
	cbz     w0, .L62
	str     x8, [x13]
	str     w9, [x13, #8]
	b       .L62
.L57:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x27, x13
	mov     x25, x14
	bl      <std::thread::functions::sleep>
	ldp     w11, w12, [sp, #48]
	ldr     w2, [sp, #76]
	add     x15, sp, #0x50
	mov     x14, x25
	mov     x13, x27
	b       .L62
.L58:
	ldrb    w8, [sp, #172]
	ldr     w11, [sp, #48]
	mov     w9, #0x4
	mov     w10, #0xffffffff
	tbz     w8, #0, .L59
	mov     w8, #0xff
	b       .L60
.L59:
	ldr     w8, [sp, #160]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	lsl     w8, w10, w8
	mvn     w8, w8
.L60:
	ldr     w9, [sp, #164]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #164]
	cinc    w8, w8, eq
	cbz     w8, .L63
.L61:
	subs    w8, w8, #0x1
	isb
	b.ne    .L61
.L62:
	ldr     x9, [sp, #144]
	ldr     x27, [sp, #64]
.L63:
	ldr     w10, [sp, #44]
	cbnz    x9, .L65
.L64:
	ldr     w25, [x21]
	mov     w3, #0x1
	b       .L6
.L65:
	add     x0, sp, #0x50
	mov     x27, x13
	mov     x25, x14
	stp     w10, w11, [sp, #44]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldp     w10, w11, [sp, #44]
	ldr     w2, [sp, #76]
	mov     x13, x27
	ldr     x27, [sp, #64]
	ldr     w12, [sp, #52]
	add     x15, sp, #0x50
	mov     x14, x25
	b       .L64
.L66:
	and     w9, w25, #0x8
	and     w10, w25, #0xfffffffd
	tst     w24, #0x1
	orr     w9, w12, w9, lsr #3
	add     w11, w10, #0x20
	mov     w8, wzr
	csel    w22, w10, w11, ne
	tbnz    w9, #0, .L68
	mov     w9, #0xca00
	ldr     w11, [sp, #48]
	mov     w10, #0xffffffe5
	movk    w9, #0x3b9a, lsl #16
	cmp     w11, w9
	ldr     x9, [sp]
	b.eq    .L69
	lsr     w8, w25, #5
	sub     x0, x29, #0x28
	mov     w23, w12
	stur    x9, [x29, #-40]
	mov     w27, w11
	str     w8, [sp, #44]
	stur    w11, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	mov     x26, x0
	ldr     w0, [sp, #44]
	str     w1, [sp, #40]
	bl      <hintlock::spin::policy::fair_after>
	cmp     x26, x0
	cset    w8, cs
	b.ne    .L67
	ldr     w8, [sp, #40]
	cmp     w8, w1
	cset    w8, cs
.L67:
	movz    x14, #0x0, lsl #16
	orr     w9, w22, #0x8
	cmp     w8, #0x0
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	ldr     w2, [sp, #76]
	csel    w22, w9, w22, ne
	mov     w12, w23
	add     x15, sp, #0x50
	mov     w16, #0xffffffef
	mov     w17, #0xffffffe7
	mov     w18, #0xffffffe9
	mov     w1, #0xffffffe1
	mov     w4, #0xffffffed
	mov     w10, #0xffffffe5
	mov     w11, w27
	b       .L69
.L68:
	ldr     w11, [sp, #48]
	mov     w10, #0xffffffe5
.L69:
	ldr     x27, [sp, #64]
	cmp     w22, w25
	b.eq    .L70
	mov     w9, w25
	cas     w9, w22, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L5
.L70:
	orr     w12, w12, w8
	mov     w24, #0x1
	mov     w25, w22
	tbnz    w22, #2, .L5
	mov     w8, #0xca00
	mov     w25, w2
	mov     w23, w12
	movk    w8, #0x3b9a, lsl #16
	mov     w26, w11
	cmp     w11, w8
	b.ne    .L71
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	mov     w26, w1
.L71:
	tst     w23, #0x1
	ldur    x2, [x29, #-8]
	mov     x0, x21
	cinc    w5, w24, ne
	mov     w1, w22
	mov     w3, w25
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #80]
	movk    w8, #0x3b9a, lsl #16
	movz    x14, #0x0, lsl #16
	mov     w2, w25
	str     w8, [sp, #96]
	mov     w12, w23
	add     x15, sp, #0x50
	str     w8, [sp, #112]
	mov     w16, #0xffffffef
	mov     w17, #0xffffffe7
	str     w8, [sp, #128]
	add     x8, sp, #0x50
	mov     w18, #0xffffffe9
	stur    q0, [x8, #56]
	mov     w1, #0xffffffe1
	mov     w4, #0xffffffed
	stur    q0, [x8, #72]
	mov     w10, #0xffffffe5
	mov     w11, w26
	stur    q0, [x8, #81]
	ldr     w25, [x21]
	ldr     x13, [sp, #56]
	movk    x14, #0x40
	b       .L5
.L72:
	mov     w0, #0x1
.L73:
	ldp     x20, x19, [sp, #304]
	ldr     d8, [sp, #208]
	ldp     x22, x21, [sp, #288]
	ldp     x24, x23, [sp, #272]
	ldp     x26, x25, [sp, #256]
	ldp     x28, x27, [sp, #240]
	ldp     x29, x30, [sp, #224]
	add     sp, sp, #0x140
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
