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
	mov     w9, #0xca00
	str     x1, [sp, #72]
	movk    w9, #0x3b9a, lsl #16
	str     wzr, [sp, #80]
	movz    x8, #0x0, lsl #16
	str     w9, [sp, #96]
	adrp    x20, <anon.CONST>
	mov     w11, w2
	mov     x21, x0
	stur    q0, [sp, #136]
	stur    q0, [sp, #152]
	stur    q0, [sp, #161]
	movk    x8, #0x48
	str     w9, [sp, #112]
	mrs     x28, tpidr_el0
	str     w9, [sp, #128]
	add     x9, x28, x8
	strb    wzr, [sp, #177]
	ldr     w19, [x0]
	ldp     x8, x23, [x9]
	ldr     x20, [x20, #3984]
	stp     xzr, xzr, [x9]
	tbz     w19, #4, .L1
	cmp     x8, x21
	b.ne    .L1
	mov     w24, w11
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
	mov     x8, #0x7c15
	cmp     x0, #0x3c
	movk    x8, #0x7f4a, lsl #16
	movk    x8, #0x79b9, lsl #32
	movk    x8, #0x9e37, lsl #48
	mul     x8, x21, x8
	lsr     x8, x8, #58
	add     x9, x20, x8, lsl #6
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
	mov     w11, w24
	str     x10, [x9]
.L4:
	movz    x9, #0x0, lsl #16
	movz    x10, #0x0, lsl #16
	add     x13, x20, x8, lsl #6
	movk    x9, #0x58
	movk    x10, #0x10
	movz    x14, #0x0, lsl #16
	adrp    x8, <__eqtf2+0x14>
	movk    x14, #0x40
	mov     w5, #0x79b9
	ldr     d8, [x8, #1112]
	mov     w30, #0xca00
	mov     w23, wzr
	mov     w12, wzr
	add     x26, x28, x9
	add     x27, x28, x10
	add     x15, sp, #0x50
	mov     w10, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w20, #0x1
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	movk    w30, #0x3b9a, lsl #16
.L5:
	tst     w12, #0x1
	stur    wzr, [x29, #-8]
	csel    w25, w16, w10, ne
	csel    w22, w18, w17, ne
	csel    w10, w1, w2, ne
	and     w24, w25, #0xfffffffd
.L6:
	mov     w0, w23
	tbz     w12, #0, .L20
.L7:
	tbnz    w19, #0, .L19
	tbz     w0, #0, .L13
.L8:
	ldrb    w8, [sp, #175]
	strb    w20, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L10
	strb    wzr, [sp, #176]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w19, #0x1f
	mov     w23, w19
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #144]
	cbz     x8, .L11
.L9:
	str     w0, [sp, #24]
	add     x0, sp, #0x50
	stp     w30, w11, [sp, #64]
	str     x27, [sp, #56]
	mov     x27, x13
	str     w12, [sp, #52]
	str     w10, [sp, #32]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w30, w11, [sp, #64]
	movz    x14, #0x0, lsl #16
	ldr     w10, [sp, #32]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     x13, x27
	ldr     w12, [sp, #52]
	ldr     x27, [sp, #56]
	ldr     w0, [sp, #24]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w1, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cmp     w23, w19
	b.ne    .L12
	b       .L76
.L10:
	sub     w8, w19, #0x1f
	mov     w23, w19
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #144]
	cbnz    x8, .L9
.L11:
	cmp     w23, w19
	b.eq    .L76
.L12:
	mov     w19, w23
	tbz     w23, #0, .L8
	b       .L18
.L13:
	ldrb    w8, [sp, #175]
	strb    w20, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L15
	strb    wzr, [sp, #176]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w19, #0x1
	mov     w23, w19
	and     w8, w8, w25
	casa    w23, w8, [x21]
	ldr     x8, [sp, #144]
	cbz     x8, .L16
.L14:
	str     w0, [sp, #24]
	add     x0, sp, #0x50
	stp     w30, w11, [sp, #64]
	str     x27, [sp, #56]
	mov     x27, x13
	str     w12, [sp, #52]
	str     w10, [sp, #32]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w30, w11, [sp, #64]
	movz    x14, #0x0, lsl #16
	ldr     w10, [sp, #32]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     x13, x27
	ldr     w12, [sp, #52]
	ldr     x27, [sp, #56]
	ldr     w0, [sp, #24]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w1, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cmp     w23, w19
	b.ne    .L17
	b       .L76
.L15:
	orr     w8, w19, #0x1
	mov     w23, w19
	and     w8, w8, w25
	casa    w23, w8, [x21]
	ldr     x8, [sp, #144]
	cbnz    x8, .L14
.L16:
	cmp     w23, w19
	b.eq    .L76
.L17:
	mov     w19, w23
	tbz     w23, #0, .L13
.L18:
	mov     w19, w23
	strb    w20, [sp, #174]
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
	b       .L77
.L20:
	tbnz    w19, #0, .L32
	tbz     w0, #0, .L26
.L21:
	tbnz    w19, #3, .L32
	ldrb    w8, [sp, #175]
	strb    w20, [sp, #173]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #175]
	b.ne    .L23
	strb    wzr, [sp, #176]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w19, #0x1f
	mov     w23, w19
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #144]
	cbz     x8, .L24
.L22:
	str     w0, [sp, #24]
	add     x0, sp, #0x50
	stp     w30, w11, [sp, #64]
	str     x27, [sp, #56]
	mov     x27, x13
	str     w12, [sp, #52]
	str     w10, [sp, #32]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w30, w11, [sp, #64]
	movz    x14, #0x0, lsl #16
	ldr     w10, [sp, #32]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     x13, x27
	ldr     w12, [sp, #52]
	ldr     x27, [sp, #56]
	ldr     w0, [sp, #24]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w1, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cmp     w23, w19
	b.ne    .L25
	b       .L76
.L23:
	sub     w8, w19, #0x1f
	mov     w23, w19
	and     w8, w8, w24
	casa    w23, w8, [x21]
	ldr     x8, [sp, #144]
	cbnz    x8, .L22
.L24:
	cmp     w23, w19
	b.eq    .L76
.L25:
	mov     w19, w23
	tbz     w23, #0, .L21
	b       .L31
.L26:
	tbnz    w19, #3, .L32
	ldrb    w8, [sp, #175]
	strb    w20, [sp, #173]
	str     wzr, [sp, #168]
	strb    wzr, [sp, #175]
	tbz     w8, #0, .L28
	strb    wzr, [sp, #176]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w19, #0x1
	mov     w23, w19
	and     w8, w8, w25
	casa    w23, w8, [x21]
	ldr     x8, [sp, #144]
	cbz     x8, .L29
.L27:
	str     w0, [sp, #24]
	add     x0, sp, #0x50
	stp     w30, w11, [sp, #64]
	str     x27, [sp, #56]
	mov     x27, x13
	str     w12, [sp, #52]
	str     w10, [sp, #32]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w30, w11, [sp, #64]
	movz    x14, #0x0, lsl #16
	ldr     w10, [sp, #32]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     x13, x27
	ldr     w12, [sp, #52]
	ldr     x27, [sp, #56]
	ldr     w0, [sp, #24]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w1, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cmp     w23, w19
	b.ne    .L30
	b       .L76
.L28:
	orr     w8, w19, #0x1
	mov     w23, w19
	and     w8, w8, w25
	casa    w23, w8, [x21]
	ldr     x8, [sp, #144]
	cbnz    x8, .L27
.L29:
	cmp     w23, w19
	b.eq    .L76
.L30:
	mov     w19, w23
	tbz     w23, #0, .L26
.L31:
	strb    w20, [sp, #174]
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
	b       .L77
.L33:
	str     x27, [sp, #56]
	ldr     w27, [sp, #160]
	mov     w23, w0
	str     w10, [sp, #32]
	stp     w30, w11, [sp, #64]
	str     w12, [sp, #52]
	str     x13, [sp, #40]
	cbnz    w27, .L34
	bl      <hintlock::spin::policy::multi_cpu>
	movz    x14, #0x0, lsl #16
	ldr     w30, [sp, #64]
	mov     w5, #0x79b9
	movk    x14, #0x40
	ldr     x13, [sp, #40]
	ldr     w12, [sp, #52]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w1, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cbz     w0, .L50
.L34:
	ldr     w10, [sp, #168]
	ldr     w9, [sp, #80]
	add     w8, w27, #0x1
	str     w8, [sp, #160]
	adds    w10, w10, #0x1
	csinv   w10, w10, wzr, cc
	str     w10, [sp, #168]
	cbz     w9, .L35
	cmp     w9, #0x1
	b.ne    .L37
	ldrb    w8, [sp, #177]
	tbnz    w8, #0, .L50
	str     d8, [sp, #80]
	b       .L38
.L35:
	ldrb    w27, [sp, #174]
	tst     w8, #0x3
	b.eq    .L36
	tbz     w27, #0, .L38
.L36:
	str     w10, [sp, #24]
	bl      <<std::time::Instant>::now>
	ldr     w11, [sp, #96]
	mov     w8, #0xca00
	mov     x9, x0
	movk    w8, #0x3b9a, lsl #16
	mov     w10, w1
	stur    x0, [x29, #-40]
	cmp     w11, w8
	stur    w1, [x29, #-32]
	b.ne    .L41
	mov     w11, w10
	mov     x12, x9
	str     x9, [sp, #88]
	str     w10, [sp, #96]
	b       .L42
.L37:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L50
	add     w8, w8, #0x1
	stp     w7, w8, [sp, #80]
.L38:
	ldr     x27, [sp, #56]
	ldur    w8, [x29, #-8]
	tbnz    w8, #0, .L58
	ldr     x10, [x13]
	ldr     w8, [x28, x14]
	add     w9, w8, #0x1
	str     w9, [x28, x14]
	mul     w8, w9, w5
	and     w11, w9, #0xf
	stur    w9, [x29, #-8]
	eor     w8, w8, w15
	orr     w8, w8, #0x1
	str     w8, [sp, #164]
	tbz     w10, #4, .L39
	cbz     w11, .L53
.L39:
	ands    x8, x10, x6
	str     x21, [sp, #136]
	cset    w9, ne
	strb    w9, [sp, #172]
	cbz     x8, .L54
.L40:
	str     x27, [sp, #56]
	mov     x27, x13
	str     x10, [sp, #24]
	str     w11, [sp, #20]
	bl      <<std::time::Instant>::now>
	movz    x14, #0x0, lsl #16
	ldr     w11, [sp, #20]
	ldr     x10, [sp, #24]
	ldr     w30, [sp, #64]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     x13, x27
	ldr     w12, [sp, #52]
	ldr     x27, [sp, #56]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	str     w1, [sp, #96]
	str     w1, [sp, #112]
	str     w1, [sp, #128]
	mov     w1, #0xffffffe5
	str     x0, [sp, #88]
	str     x0, [sp, #104]
	str     x0, [sp, #120]
	b       .L55
.L41:
	ldr     x12, [sp, #88]
.L42:
	ldr     w2, [sp, #112]
	mov     w5, #0x79b9
	ldr     w30, [sp, #64]
	mov     w1, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	cmp     w2, w8
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.ne    .L44
	mov     w2, w10
	str     x9, [sp, #104]
	str     w10, [sp, #112]
	ldrb    w8, [sp, #173]
	str     x9, [sp, #120]
	str     w10, [sp, #128]
	strb    wzr, [sp, #173]
	tbnz    w8, #0, .L45
.L43:
	ldr     w8, [sp, #24]
	cmp     w8, #0x7
	b.hi    .L46
	b       .L48
.L44:
	ldrb    w8, [sp, #173]
	str     x9, [sp, #120]
	str     w10, [sp, #128]
	strb    wzr, [sp, #173]
	tbz     w8, #0, .L43
.L45:
	str     x9, [sp, #104]
	mov     w2, w10
	str     w10, [sp, #112]
	ldr     w8, [sp, #24]
	cmp     w8, #0x7
	b.ls    .L48
.L46:
	ldrb    w8, [sp, #176]
	tbnz    w8, #0, .L47
	ldr     x1, [sp, #104]
	sub     x0, x29, #0x28
	str     x9, [sp, #24]
	stp     w11, w10, [sp, #16]
	str     x12, [sp, #8]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	ldr     x12, [sp, #8]
	ldr     w30, [sp, #64]
	movk    w9, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	mov     w7, #0x2
	mul     x8, x0, x9
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	ldp     w11, w10, [sp, #16]
	umulh   x9, x0, x9
	mov     w4, #0xffffffff
	mov     w3, #0x4
	adds    x8, x8, w1, uxtw
	mov     w1, #0xffffffe5
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	ldr     x9, [sp, #24]
	b.cc    .L48
.L47:
	movz    x14, #0x0, lsl #16
	ldrb    w8, [sp, #172]
	ldr     w12, [sp, #52]
	ldr     x13, [sp, #40]
	movk    x14, #0x40
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	tbnz    w8, #0, .L50
	ldrb    w8, [sp, #175]
	tbnz    w8, #0, .L50
	ldr     x8, [sp, #136]
	str     wzr, [x26, #8]
	str     x8, [x26]
	b       .L50
.L48:
	tbnz    w27, #0, .L49
	sub     x0, x29, #0x28
	mov     x1, x12
	mov     w2, w11
	str     x9, [sp, #24]
	mov     w27, w10
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movz    x14, #0x0, lsl #16
	ldr     w30, [sp, #64]
	movk    w9, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	movk    x14, #0x40
	mul     x8, x0, x9
	ldr     x13, [sp, #40]
	ldr     w12, [sp, #52]
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
	add     x15, sp, #0x50
	adds    x8, x8, w1, uxtw
	mov     w1, #0xffffffe5
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	ldr     x9, [sp, #24]
	b.cc    .L38
.L49:
	ldr     x8, [sp, #56]
	mov     x2, x9
	mov     w3, w10
	ldr     x0, [x8]
	ldr     w1, [x8, #8]
	bl      <hintlock::spin::policy::may_yield>
	movz    x14, #0x0, lsl #16
	ldr     w30, [sp, #64]
	mov     w5, #0x79b9
	movk    x14, #0x40
	ldr     x13, [sp, #40]
	ldr     w12, [sp, #52]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w1, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cbz     w0, .L50
	str     w20, [sp, #80]
	b       .L38
.L50:
	ldr     w11, [sp, #68]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w11, w8
	b.eq    .L69
	str     w11, [sp, #68]
	mov     w27, w12
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #72]
	cmp     x0, x8
	b.ne    .L51
	ldp     w30, w11, [sp, #64]
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #40]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     w12, w27
	add     x15, sp, #0x50
	cmp     w1, w11
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.cs    .L52
	b       .L69
.L51:
	movz    x14, #0x0, lsl #16
	ldr     x13, [sp, #40]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     w12, w27
	add     x15, sp, #0x50
	ldp     w30, w11, [sp, #64]
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	b.lt    .L69
.L52:
	tbz     w23, #0, .L78
	and     w8, w19, #0xfffffffd
	ldr     w10, [sp, #32]
	stur    wzr, [x29, #-8]
	sub     w8, w8, #0x20
	mov     w9, w19
	mov     w0, wzr
	and     w8, w8, w10
	mov     w23, #0x1
	cas     w9, w8, [x21]
	ldr     x27, [sp, #56]
	cmp     w9, w19
	mov     w19, w9
	b.ne    .L6
	b       .L77
.L53:
	str     x27, [sp, #56]
	mov     x27, x13
	str     x10, [sp, #24]
	str     w11, [sp, #20]
	bl      <hintlock::spin::policy::now_ns>
	ldr     x1, [sp, #24]
	mov     x2, x0
	mov     x0, x27
	bl      <hintlock::spin::policy::drop_stale_far>
	movz    x14, #0x0, lsl #16
	ldr     w11, [sp, #20]
	ldr     w30, [sp, #64]
	mov     w5, #0x79b9
	movk    x14, #0x40
	mov     x13, x27
	ldr     w12, [sp, #52]
	ldr     x27, [sp, #56]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w1, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	mov     x10, x0
	ands    x8, x0, x6
	str     x21, [sp, #136]
	cset    w9, ne
	strb    w9, [sp, #172]
	cbnz    x8, .L40
.L54:
	ldr     x8, [x26]
	cmp     x8, x21
	b.ne    .L55
	ldr     w8, [x26, #8]
	strb    w20, [sp, #175]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x26, #8]
	cset    w8, ne
	strb    w8, [sp, #176]
.L55:
	and     w8, w19, #0x10
	orr     w8, w11, w8
	cbnz    w8, .L58
	mov     x0, x13
	mov     x1, x10
	mov     x19, x13
	bl      <hintlock::spin::policy::wants_sample>
	ldur    w8, [x29, #-8]
	tst     w8, #0xf0
	b.ne    .L56
	cbz     w0, .L56
	str     x19, [sp, #144]
	movz    x14, #0x0, lsl #16
	ldr     w12, [sp, #52]
	movk    x14, #0x40
	mov     w5, #0x79b9
	ldr     w30, [sp, #64]
	mov     x13, x19
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w8, #0x10
	mov     w7, #0x2
	b       .L57
.L56:
	movz    x14, #0x0, lsl #16
	ldr     w12, [sp, #52]
	mov     w5, #0x79b9
	movk    x14, #0x40
	ldr     w30, [sp, #64]
	mov     x13, x19
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w8, #0x10
	mov     w7, #0x2
	tbz     w0, #0, .L58
.L57:
	ldset   w8, w8, [x21]
.L58:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L59
	cmp     w8, #0x1
	b.ne    .L61
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w8, [sp, #128]
	mov     w9, #0xca00
	ldr     w11, [sp, #68]
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L62
	strb    wzr, [sp, #177]
	movz    x14, #0x0, lsl #16
	ldr     w12, [sp, #52]
	ldr     x13, [sp, #40]
	movk    x14, #0x40
	mov     w5, #0x79b9
	ldr     w30, [sp, #64]
	ldr     w10, [sp, #32]
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	ldr     x9, [sp, #144]
	cbz     x9, .L67
	b       .L60
.L59:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x19, x13
	bl      <std::thread::functions::sleep>
	ldp     w30, w11, [sp, #64]
	movz    x14, #0x0, lsl #16
	mov     w5, #0x79b9
	mov     w7, #0x2
	movk    x14, #0x40
	ldr     w12, [sp, #52]
	ldr     w10, [sp, #32]
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w1, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	mov     x13, x19
	ldr     x9, [sp, #144]
	cbz     x9, .L67
.L60:
	add     x0, sp, #0x50
	mov     x19, x13
	str     w10, [sp, #32]
	str     w11, [sp, #68]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldp     w30, w11, [sp, #64]
	movz    x14, #0x0, lsl #16
	ldr     w10, [sp, #32]
	mov     w5, #0x79b9
	movk    x14, #0x40
	ldr     w12, [sp, #52]
	mov     w7, #0x2
	mov     w6, #0x11
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w1, #0xffffffe5
	mov     w2, #0xffffffed
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	mov     x13, x19
	b       .L67
.L61:
	ldrb    w8, [sp, #172]
	ldr     w11, [sp, #68]
	tbz     w8, #0, .L63
	mov     w8, #0xff
	b       .L64
.L62:
	mov     x10, x0
	mov     w9, w1
	ldr     x0, [sp, #120]
	mov     w1, w8
	mov     x2, x10
	mov     w3, w9
	stur    x10, [x29, #-8]
	mov     w19, w11
	str     w9, [sp, #56]
	bl      <hintlock::spin::policy::ran_others>
	strb    w0, [sp, #177]
	movz    x14, #0x0, lsl #16
	ldr     w12, [sp, #52]
	ldr     x13, [sp, #40]
	movk    x14, #0x40
	mov     w5, #0x79b9
	ldr     w30, [sp, #64]
	ldr     w10, [sp, #32]
	mov     w11, w19
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	cbz     w0, .L66
	ldur    x8, [x29, #-8]
	str     x8, [x27]
	ldr     w8, [sp, #56]
	str     w8, [x27, #8]
	ldr     x9, [sp, #144]
	cbz     x9, .L67
	b       .L60
.L63:
	ldr     w8, [sp, #160]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w3, cc
	lsl     w8, w4, w8
	mvn     w8, w8
.L64:
	ldr     w9, [sp, #164]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #164]
	cinc    w8, w8, eq
	cbz     w8, .L68
	ldr     w10, [sp, #32]
.L65:
	subs    w8, w8, #0x1
	isb
	b.ne    .L65
.L66:
	ldr     x9, [sp, #144]
	cbnz    x9, .L60
.L67:
	ldr     w19, [x21]
	mov     w8, #0x1
	stur    w8, [x29, #-8]
	b       .L6
.L68:
	ldr     w10, [sp, #32]
	cbz     x9, .L67
	b       .L60
.L69:
	and     w9, w19, #0x8
	and     w10, w19, #0xfffffffd
	mov     w25, w11
	orr     w9, w12, w9, lsr #3
	add     w11, w10, #0x20
	tst     w23, #0x1
	mov     w8, wzr
	csel    w22, w10, w11, ne
	tbnz    w9, #0, .L71
	mov     w9, #0xca00
	ldr     x27, [sp, #56]
	mov     w10, #0xffffffef
	movk    w9, #0x3b9a, lsl #16
	mov     w11, w25
	cmp     w30, w9
	ldr     x9, [sp]
	b.eq    .L73
	lsr     w8, w19, #5
	sub     x0, x29, #0x28
	stur    x9, [x29, #-40]
	mov     w24, w30
	stur    w30, [x29, #-32]
	stur    w8, [x29, #-8]
	bl      <<std::time::Instant>::elapsed>
	str     x0, [sp, #32]
	ldur    w0, [x29, #-8]
	str     w1, [sp, #24]
	bl      <hintlock::spin::policy::fair_after>
	ldr     x8, [sp, #32]
	cmp     x8, x0
	cset    w8, cs
	b.ne    .L70
	ldr     w8, [sp, #24]
	cmp     w8, w1
	cset    w8, cs
.L70:
	movz    x14, #0x0, lsl #16
	orr     w9, w22, #0x8
	cmp     w8, #0x0
	ldr     w12, [sp, #52]
	ldr     x13, [sp, #40]
	movk    x14, #0x40
	mov     w5, #0x79b9
	csel    w22, w9, w22, ne
	add     x15, sp, #0x50
	mov     w10, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0xffffffed
	mov     w1, #0xffffffe5
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	mov     w30, w24
	b       .L72
.L71:
	ldr     x27, [sp, #56]
	mov     w10, #0xffffffef
.L72:
	mov     w11, w25
.L73:
	cmp     w22, w19
	b.eq    .L74
	mov     w9, w19
	cas     w9, w22, [x21]
	cmp     w9, w19
	mov     w19, w9
	b.ne    .L5
.L74:
	orr     w12, w12, w8
	mov     w23, #0x1
	mov     w19, w22
	tbnz    w22, #2, .L5
	mov     w8, #0xca00
	mov     w19, w12
	mov     w24, w30
	movk    w8, #0x3b9a, lsl #16
	cmp     w30, w8
	b.ne    .L75
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	mov     w24, w1
.L75:
	tst     w19, #0x1
	ldr     x2, [sp, #72]
	mov     x0, x21
	cinc    w5, w23, ne
	mov     w1, w22
	mov     w3, w25
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #80]
	movk    w8, #0x3b9a, lsl #16
	movz    x14, #0x0, lsl #16
	mov     w12, w19
	str     w8, [sp, #96]
	mov     w5, #0x79b9
	mov     w11, w25
	str     w8, [sp, #112]
	add     x15, sp, #0x50
	mov     w10, #0xffffffef
	str     w8, [sp, #128]
	add     x8, sp, #0x50
	mov     w16, #0xffffffe7
	stur    q0, [x8, #56]
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	stur    q0, [x8, #72]
	mov     w2, #0xffffffed
	mov     w1, #0xffffffe5
	stur    q0, [x8, #82]
	mov     w3, #0x4
	mov     w4, #0xffffffff
	ldr     w19, [x21]
	ldr     x13, [sp, #40]
	movk    x14, #0x40
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x11
	mov     w7, #0x2
	mov     w30, w24
	b       .L5
.L76:
	mov     w0, #0x1
.L77:
	ldp     x20, x19, [sp, #304]
	ldr     d8, [sp, #208]
	ldp     x22, x21, [sp, #288]
	ldp     x24, x23, [sp, #272]
	ldp     x26, x25, [sp, #256]
	ldp     x28, x27, [sp, #240]
	ldp     x29, x30, [sp, #224]
	add     sp, sp, #0x140
	ret
.L78:
	mov     w0, wzr
	b       .L77

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
