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
	sub     sp, sp, #0x110
	str     d8, [sp, #160]
	stp     x29, x30, [sp, #176]
	stp     x28, x27, [sp, #192]
	stp     x26, x25, [sp, #208]
	stp     x24, x23, [sp, #224]
	stp     x22, x21, [sp, #240]
	stp     x20, x19, [sp, #256]
	add     x29, sp, #0xb0
	stur    w2, [x29, #-4]
	mov     w10, #0xca00
	movz    x8, #0x0, lsl #16
	str     x1, [sp, #32]
	movk    w10, #0x3b9a, lsl #16
	mov     x20, #0x7c15
	str     wzr, [sp, #48]
	adrp    x19, <anon.CONST>
	movk    x20, #0x7f4a, lsl #16
	stp     xzr, xzr, [sp, #112]
	movk    x20, #0x79b9, lsl #32
	mov     x21, x0
	str     xzr, [sp, #104]
	movk    x20, #0x9e37, lsl #48
	stur    xzr, [sp, #127]
	movk    x8, #0x38
	str     w10, [sp, #64]
	mrs     x9, tpidr_el0
	str     w10, [sp, #80]
	str     x9, [sp, #40]
	add     x9, x9, x8
	str     w10, [sp, #96]
	ldr     w27, [x0]
	ldp     x8, x23, [x9]
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
	b       .L3
.L1:
	mul     x8, x21, x20
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
	add     x11, x19, x8, lsl #6
	adrp    x8, <__extendsftf2+0xc>
	mov     w17, #0xca00
	ldr     d8, [x8, #2920]
	mov     w24, wzr
	mov     w23, wzr
	mov     w10, #0xffffffef
	mov     w12, #0xffffffe7
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	mov     w26, #0x1
	movk    w17, #0x3b9a, lsl #16
.L5:
	tst     w23, #0x1
	mov     w28, wzr
	mov     w25, w27
	csel    w20, w12, w10, ne
	csel    w19, w14, w13, ne
	csel    w18, w16, w15, ne
	and     w22, w20, #0xfffffffd
.L6:
	mov     w0, w24
	tbz     w23, #0, .L16
.L7:
	tbnz    w25, #0, .L15
	mov     w24, w25
	tbz     w0, #0, .L11
.L8:
	strb    w26, [sp, #133]
	sub     w8, w25, #0x1f
	str     wzr, [sp, #128]
	and     w8, w8, w22
	casa    w24, w8, [x21]
	ldr     x8, [sp, #104]
	cbnz    x8, .L10
	cmp     w24, w25
	b.eq    .L61
.L9:
	mov     w25, w24
	tbz     w24, #0, .L8
	b       .L14
.L10:
	str     w0, [sp, #24]
	add     x0, sp, #0x30
	mov     x27, x11
	stur    w17, [x29, #-8]
	str     w18, [sp, #20]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w18, w0, [sp, #20]
	ldur    w17, [x29, #-8]
	mov     x11, x27
	cmp     w24, w25
	b.ne    .L9
	b       .L61
.L11:
	strb    w26, [sp, #133]
	orr     w8, w25, #0x1
	str     wzr, [sp, #128]
	and     w8, w8, w20
	casa    w24, w8, [x21]
	ldr     x8, [sp, #104]
	cbnz    x8, .L13
	cmp     w24, w25
	b.eq    .L61
.L12:
	mov     w25, w24
	tbz     w24, #0, .L11
	b       .L14
.L13:
	str     w0, [sp, #24]
	add     x0, sp, #0x30
	mov     x27, x11
	stur    w17, [x29, #-8]
	str     w18, [sp, #20]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w18, w0, [sp, #20]
	ldur    w17, [x29, #-8]
	mov     x11, x27
	cmp     w24, w25
	b.ne    .L12
	b       .L61
.L14:
	mov     w25, w24
	strb    w26, [sp, #134]
.L15:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L25
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w19
	casa    w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L7
	b       .L62
.L16:
	tbnz    w25, #0, .L24
	tbz     w0, #0, .L20
.L17:
	tbnz    w25, #3, .L24
	strb    w26, [sp, #133]
	sub     w8, w25, #0x1f
	mov     w24, w25
	str     wzr, [sp, #128]
	and     w8, w8, w22
	casa    w24, w8, [x21]
	ldr     x8, [sp, #104]
	cbnz    x8, .L19
	cmp     w24, w25
	b.eq    .L61
.L18:
	mov     w25, w24
	tbz     w24, #0, .L17
	b       .L23
.L19:
	str     w0, [sp, #24]
	add     x0, sp, #0x30
	mov     x27, x11
	stur    w17, [x29, #-8]
	str     w18, [sp, #20]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w18, w0, [sp, #20]
	ldur    w17, [x29, #-8]
	mov     x11, x27
	cmp     w24, w25
	b.ne    .L18
	b       .L61
.L20:
	tbnz    w25, #3, .L24
	strb    w26, [sp, #133]
	orr     w8, w25, #0x1
	mov     w24, w25
	str     wzr, [sp, #128]
	and     w8, w8, w20
	casa    w24, w8, [x21]
	ldr     x8, [sp, #104]
	cbnz    x8, .L22
	cmp     w24, w25
	b.eq    .L61
.L21:
	mov     w25, w24
	tbz     w24, #0, .L20
	b       .L23
.L22:
	str     w0, [sp, #24]
	add     x0, sp, #0x30
	mov     x27, x11
	stur    w17, [x29, #-8]
	str     w18, [sp, #20]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w18, w0, [sp, #20]
	ldur    w17, [x29, #-8]
	mov     x11, x27
	cmp     w24, w25
	b.ne    .L21
	b       .L61
.L23:
	strb    w26, [sp, #134]
	mov     w25, w24
.L24:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L25
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w19
	casa    w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L16
	b       .L62
.L25:
	ldr     w27, [sp, #120]
	mov     w24, w0
	str     w18, [sp, #20]
	stur    w17, [x29, #-8]
	str     x11, [sp, #24]
	cbnz    w27, .L26
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L37
.L26:
	ldr     w8, [sp, #128]
	add     w9, w27, #0x1
	ldr     w27, [sp, #48]
	and     w10, w9, #0x3
	str     w9, [sp, #120]
	adds    w8, w8, #0x1
	csinv   w11, w8, wzr, cc
	ldrb    w8, [sp, #134]
	cmp     w10, #0x1
	str     w11, [sp, #128]
	b.eq    .L28
	cbnz    w27, .L28
	cbnz    w8, .L28
.L27:
	tbnz    w28, #0, .L45
	ldr     x8, [sp, #24]
	movz    x12, #0x0, lsl #16
	mov     w9, #0x11
	ldr     x1, [x8]
	ldr     x11, [sp, #40]
	movk    x12, #0x30
	ldr     w8, [x11, x12]
	tst     x1, x9
	and     w9, w25, #0x10
	cset    w10, ne
	add     w27, w8, #0x1
	mov     w8, #0x79b9
	strb    w10, [sp, #132]
	movk    w8, #0x9e37, lsl #16
	add     x10, sp, #0x30
	bfxil   w9, w27, #0, #4
	mul     w8, w27, w8
	str     w27, [x11, x12]
	eor     w8, w8, w10
	orr     w8, w8, #0x1
	str     w8, [sp, #124]
	cbnz    w9, .L45
	ldr     x0, [sp, #24]
	bl      <hintlock::spin::policy::wants_sample>
	tst     w27, #0xf0
	b.ne    .L43
	cbz     w0, .L43
	ldr     x8, [sp, #24]
	str     x8, [sp, #104]
	b       .L44
.L28:
	stp     w8, w11, [sp, #12]
	bl      <<std::time::Instant>::now>
	ldr     w12, [sp, #64]
	mov     w8, #0xca00
	stur    x0, [x29, #-40]
	movk    w8, #0x3b9a, lsl #16
	stur    w1, [x29, #-32]
	cmp     w12, w8
	b.ne    .L29
	mov     w12, w1
	mov     x13, x0
	str     x0, [sp, #56]
	str     w1, [sp, #64]
	b       .L30
.L29:
	ldr     x13, [sp, #56]
.L30:
	ldr     w2, [sp, #80]
	cmp     w2, w8
	b.ne    .L31
	mov     w2, w1
	str     x0, [sp, #72]
	str     w1, [sp, #80]
.L31:
	ldr     w8, [sp, #96]
	mov     w11, #0xca00
	ldr     x9, [sp, #88]
	movk    w11, #0x3b9a, lsl #16
	ldrb    w10, [sp, #133]
	str     x0, [sp, #88]
	cmp     w8, w11
	str     w1, [sp, #96]
	csel    w8, w1, w8, eq
	csel    x9, x0, x9, eq
	strb    wzr, [sp, #133]
	tbz     w10, #0, .L32
	str     x0, [sp, #72]
	mov     w2, w1
	str     w1, [sp, #80]
.L32:
	cbz     w27, .L33
	cmp     w27, #0x1
	b.ne    .L36
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
	b.cc    .L37
	str     d8, [sp, #48]
	b       .L27
.L33:
	ldr     w8, [sp, #16]
	cmp     w8, #0x7
	b.ls    .L34
	ldr     x1, [sp, #72]
	sub     x0, x29, #0x28
	str     w12, [sp, #16]
	mov     x27, x13
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x7cf
	ldr     w12, [sp, #16]
	movk    w9, #0x3b9a, lsl #16
	mov     x13, x27
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L37
.L34:
	ldr     w8, [sp, #12]
	tbnz    w8, #0, .L35
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
	b.cc    .L27
.L35:
	str     w26, [sp, #48]
	b       .L27
.L36:
	ldr     w8, [sp, #52]
	cmp     w8, #0x3
	b.cs    .L37
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #48]
	b       .L27
.L37:
	ldur    w8, [x29, #-4]
	mov     w9, #0xca00
	ldr     x28, [sp]
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L39
.L38:
	and     w9, w25, #0x8
	and     w10, w25, #0xfffffffd
	tst     w24, #0x1
	orr     w9, w23, w9, lsr #3
	add     w11, w10, #0x20
	mov     w8, wzr
	csel    w27, w10, w11, ne
	tbnz    w9, #0, .L42
	mov     w9, #0xca00
	ldur    w17, [x29, #-8]
	movk    w9, #0x3b9a, lsl #16
	cmp     w17, w9
	b.eq    .L57
	sub     x0, x29, #0x28
	stur    x28, [x29, #-40]
	mov     w28, w17
	stur    w17, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L55
	orr     w27, w27, #0x8
	mov     w8, #0x1
	b       .L56
.L39:
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #32]
	cmp     x0, x8
	b.ne    .L40
	ldur    w8, [x29, #-4]
	cmp     w1, w8
	b.cc    .L38
	b       .L41
.L40:
	b.lt    .L38
.L41:
	tbz     w24, #0, .L63
	and     w8, w25, #0xfffffffd
	ldr     w18, [sp, #20]
	mov     w9, w25
	sub     w8, w8, #0x20
	mov     w28, wzr
	mov     w0, wzr
	and     w8, w8, w18
	mov     w24, #0x1
	cas     w9, w8, [x21]
	ldr     x11, [sp, #24]
	ldur    w17, [x29, #-8]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
	b       .L62
.L42:
	ldur    w17, [x29, #-8]
	b       .L57
.L43:
	tbz     w0, #0, .L45
.L44:
	mov     w8, #0x10
	ldset   w8, w8, [x21]
.L45:
	ldr     w8, [sp, #48]
	cmp     w8, #0x2
	b.eq    .L46
	cmp     w8, #0x1
	b.ne    .L48
	bl      <std::thread::functions::yield_now>
	b       .L47
.L46:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
.L47:
	ldr     x11, [sp, #24]
	ldur    w17, [x29, #-8]
	ldr     w18, [sp, #20]
	b       .L52
.L48:
	ldrb    w8, [sp, #132]
	ldr     x11, [sp, #24]
	mov     w9, #0x4
	ldur    w17, [x29, #-8]
	ldr     w18, [sp, #20]
	mov     w10, #0xffffffff
	tbz     w8, #0, .L49
	mov     w8, #0xff
	b       .L50
.L49:
	ldr     w8, [sp, #120]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	lsl     w8, w10, w8
	mvn     w8, w8
.L50:
	ldr     w9, [sp, #124]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #104]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #124]
	cinc    w8, w8, eq
	cbz     w8, .L53
.L51:
	subs    w8, w8, #0x1
	isb
	b.ne    .L51
.L52:
	ldr     x9, [sp, #104]
.L53:
	cbnz    x9, .L58
.L54:
	ldr     w25, [x21]
	mov     w28, #0x1
	b       .L6
.L55:
	mov     w8, #0xa11f
	orr     w9, w27, #0x8
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	cset    w8, hi
	csel    w27, w9, w27, hi
.L56:
	mov     w17, w28
.L57:
	ldr     x11, [sp, #24]
	ldr     w18, [sp, #20]
	cmp     w27, w25
	mov     w10, #0xffffffef
	mov     w12, #0xffffffe7
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	b.eq    .L59
	mov     w9, w25
	mov     w28, wzr
	cas     w9, w27, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
	b       .L59
.L58:
	add     x0, sp, #0x30
	mov     x25, x11
	mov     w27, w17
	mov     w28, w18
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	mov     w18, w28
	mov     w17, w27
	mov     x11, x25
	b       .L54
.L59:
	orr     w23, w23, w8
	mov     w24, #0x1
	tbnz    w27, #2, .L5
	mov     w8, #0xca00
	mov     x19, x11
	mov     w20, w17
	movk    w8, #0x3b9a, lsl #16
	cmp     w17, w8
	b.ne    .L60
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	mov     w20, w1
.L60:
	tst     w23, #0x1
	ldr     x2, [sp, #32]
	ldur    w3, [x29, #-4]
	cinc    w5, w24, ne
	mov     x0, x21
	mov     w1, w27
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	mov     w8, #0xca00
	str     wzr, [sp, #48]
	mov     x11, x19
	movk    w8, #0x3b9a, lsl #16
	mov     w10, #0xffffffef
	mov     w12, #0xffffffe7
	str     w8, [sp, #64]
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	str     w8, [sp, #80]
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	str     w8, [sp, #96]
	add     x8, sp, #0x30
	mov     w17, w20
	stp     xzr, xzr, [x8, #64]
	stur    xzr, [x8, #56]
	stur    xzr, [x8, #79]
	ldr     w27, [x21]
	b       .L5
.L61:
	mov     w0, #0x1
.L62:
	ldp     x20, x19, [sp, #256]
	ldr     d8, [sp, #160]
	ldp     x22, x21, [sp, #240]
	ldp     x24, x23, [sp, #224]
	ldp     x26, x25, [sp, #208]
	ldp     x28, x27, [sp, #192]
	ldp     x29, x30, [sp, #176]
	add     sp, sp, #0x110
	ret
.L63:
	mov     w0, wzr
	b       .L62

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
