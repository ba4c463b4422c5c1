# target aarch64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	mov     w8, wzr
	mov     w9, #0x1
.L0:
	ldaxr   w1, [x0]
	cmp     w1, w8
	b.ne    .L1
	stxr    w10, w9, [x0]
	cbnz    w10, .L0
	b       .L2
.L1:
	clrex
.L2:
	cbz     w1, .L3
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended>
.L3:
	ret

== hintlock_probe_try_lock
	ldr     w1, [x0]
	mov     w8, #0x9
	tst     w1, w8
	b.eq    .L0
	mov     w0, wzr
	ret
.L0:
	cbnz    w1, .L4
	mov     w8, #0x1
	mov     w9, wzr
.L1:
	ldaxr   w1, [x0]
	cmp     w1, w9
	b.ne    .L2
	stxr    w10, w8, [x0]
	cbnz    w10, .L1
	b       .L3
.L2:
	clrex
.L3:
	cbnz    w1, .L4
	mov     w0, w8
	ret
.L4:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow>

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

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended
	mov     w9, #0x19
	and     w8, w1, w9
.L0:
	tst     w1, w9
	b.ne    .L4
	orr     w10, w1, #0x1
.L1:
	ldaxr   w11, [x0]
	cmp     w11, w1
	b.ne    .L2
	stxr    w12, w10, [x0]
	cbnz    w12, .L1
	b       .L3
.L2:
	clrex
.L3:
	cmp     w11, w1
	mov     w1, w11
	b.ne    .L0
	ret
.L4:
	cmp     w8, #0x0
	cset    w8, eq
	and     w1, w8, w1
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow
	stp     x29, x30, [sp, #-32]!
	str     x19, [sp, #16]
	mov     x29, sp
	mov     w8, #0x9
.L0:
	ands    w19, w1, w8
	b.ne    .L4
	and     w10, w1, #0xffffffe7
	mov     w9, w1
	orr     w10, w10, #0x1
.L1:
	ldaxr   w1, [x0]
	cmp     w1, w9
	b.ne    .L2
	stxr    w11, w10, [x0]
	cbnz    w11, .L1
	b       .L3
.L2:
	clrex
.L3:
	cmp     w1, w9
	b.ne    .L0
	tbnz    w9, #4, .L5
.L4:
	cmp     w19, #0x0
	cset    w0, eq
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L5:
	bl      <hintlock::spin::policy::try_taken>
	cmp     w19, #0x0
	cset    w0, eq
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret

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
	mov     w21, #0xca00
	mov     x22, #0x7c15
	movk    w21, #0x3b9a, lsl #16
	str     wzr, [sp, #168]
	adrp    x20, <PAGE>
	strb    wzr, [sp, #180]
	movk    x22, #0x7f4a, lsl #16
	mov     x19, x0
	str     wzr, [sp, #80]
	movk    x22, #0x79b9, lsl #32
	stur    q0, [sp, #136]
	movk    x22, #0x9e37, lsl #48
	stur    q0, [sp, #152]
	str     w21, [sp, #96]
	str     w21, [sp, #112]
	str     w21, [sp, #128]
	sturh   wzr, [sp, #181]
	stur    xzr, [sp, #172]
	ldr     w24, [x0]
	ldr     x20, [x20, #:lo12:]
	tbz     w1, #0, .L2
	cmp     w24, #0x1f
	b.ls    .L0
	mov     w8, wzr
	b       .L1
.L0:
	mul     x8, x19, x22
	mov     w9, #0x11
	lsr     x8, x8, #52
	and     x8, x8, #0xfc0
	ldr     x8, [x20, x8]
	tst     x8, x9
	cset    w8, eq
.L1:
	mov     w9, #0x1
	strb    w8, [sp, #182]
	strb    w9, [sp, #178]
.L2:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x48
	nop
	nop
	mrs     x27, tpidr_el0
	adrp    x28, <PAGE>
	add     x9, x27, x0
	ldp     x8, x23, [x9]
	ldr     x28, [x28, #:lo12:]
	stp     xzr, xzr, [x9]
	tbz     w24, #4, .L7
	cmp     x8, x19
	b.ne    .L7
	ldr     x8, [x28]
	cbz     x8, .L122
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L124
.L3:
	ldp     x26, x25, [x29, #-40]
	ldr     x8, [x28]
	cbz     x8, .L123
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L124
.L4:
	bic     x8, x26, x26, asr #63
	mov     w10, #0xca00
	bic     x11, x25, x25, asr #63
	movk    w10, #0x3b9a, lsl #16
	madd    x8, x8, x10, x11
	ldp     x9, x11, [x29, #-40]
	bic     x9, x9, x9, asr #63
	bic     x11, x11, x11, asr #63
	madd    x10, x9, x10, x11
	adrp    x9, <PAGE>
	ldr     x9, [x9, #:lo12:]
	ldr     x11, [x9]
	subs    x10, x10, x8
	csel    x10, xzr, x10, cc
	cmp     x10, x11
	b.cs    .L6
.L5:
	ldxr    x11, [x9]
	cmp     x11, x10
	csel    x11, x11, x10, ls
	stxr    w12, x11, [x9]
	cbnz    w12, .L5
.L6:
	mul     x10, x19, x22
	subs    x11, x8, x23
	ldr     x12, [x9]
	csel    x11, xzr, x11, cc
	lsr     x9, x10, #58
	subs    x10, x11, x12
	csel    x13, xzr, x10, cc
	cmn     x12, #0x1
	add     x10, x20, x9, lsl #6
	csel    x12, x11, x13, eq
	cmp     x12, #0x3c
	ldr     x11, [x10]
	b.cs    .L8
	mov     w12, #0x1
	b       .L9
.L7:
	mul     x8, x19, x22
	lsr     x9, x8, #58
	b       .L10
.L8:
	mov     w12, #0x2
	tbnz    w11, #1, .L9
	bfxil   x12, x11, #0, #1
.L9:
	and     x11, x11, #0x1c
	orr     x8, x11, x8, lsl #5
	orr     x8, x12, x8
	str     x8, [x10]
.L10:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x58
	nop
	nop
	add     x11, x20, x9, lsl #6
	add     x26, x27, x0
	movz    x0, #0x0, lsl #16
	movk    x0, #0x10
	nop
	nop
	stur    x27, [x29, #-8]
	add     x12, x27, x0
	movz    x0, #0x0, lsl #16
	movk    x0, #0x40
	nop
	nop
	adrp    x8, <PAGE>
	mov     w5, #0x79b9
	mov     w7, #0xca00
	ldr     d8, [x8, #:lo12:]
	mov     w22, wzr
	mov     w13, wzr
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w25, #0x1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	movk    w7, #0x3b9a, lsl #16
.L11:
	tst     w13, #0x1
	mov     w30, wzr
	mov     w23, w24
	csel    w20, w16, w15, ne
	csel    w28, w18, w17, ne
	and     w27, w20, #0xfffffffd
.L12:
	tbz     w13, #0, .L43
.L13:
	tbnz    w23, #0, .L39
	tbz     w22, #0, .L26
.L14:
	ldrb    w8, [sp, #179]
	strb    w25, [sp, #177]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #179]
	b.ne    .L19
	strb    wzr, [sp, #180]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w23, #0x1f
	and     w8, w8, w27
.L15:
	ldaxr   w24, [x19]
	cmp     w24, w23
	b.ne    .L16
	stxr    w9, w8, [x19]
	cbnz    w9, .L15
	b       .L17
.L16:
	clrex
.L17:
	ldr     x8, [sp, #144]
	cbz     x8, .L23
.L18:
	str     x0, [sp, #64]
	add     x0, sp, #0x50
	mov     x21, x11
	str     x12, [sp, #48]
	stp     w13, w7, [sp, #72]
	str     w30, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w13, w7, [sp, #72]
	ldr     w30, [sp, #40]
	mov     w5, #0x79b9
	ldr     x12, [sp, #48]
	mov     x11, x21
	ldr     x0, [sp, #64]
	mov     w21, #0xca00
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	movk    w21, #0x3b9a, lsl #16
	cmp     w24, w23
	b.ne    .L24
	b       .L121
.L19:
	sub     w8, w23, #0x1f
	and     w8, w8, w27
.L20:
	ldaxr   w24, [x19]
	cmp     w24, w23
	b.ne    .L21
	stxr    w9, w8, [x19]
	cbnz    w9, .L20
	b       .L22
.L21:
	clrex
.L22:
	ldr     x8, [sp, #144]
	cbnz    x8, .L18
.L23:
	cmp     w24, w23
	b.eq    .L121
.L24:
	mov     w23, w24
	tbz     w24, #0, .L14
	cmp     w24, #0x1f
	b.ls    .L37
.L25:
	mov     w8, wzr
	b       .L38
.L26:
	ldrb    w8, [sp, #179]
	strb    w25, [sp, #177]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #179]
	b.ne    .L31
	strb    wzr, [sp, #180]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w23, #0x1
	and     w8, w8, w20
.L27:
	ldaxr   w24, [x19]
	cmp     w24, w23
	b.ne    .L28
	stxr    w9, w8, [x19]
	cbnz    w9, .L27
	b       .L29
.L28:
	clrex
.L29:
	ldr     x8, [sp, #144]
	cbz     x8, .L35
.L30:
	str     x0, [sp, #64]
	add     x0, sp, #0x50
	mov     x21, x11
	str     x12, [sp, #48]
	stp     w13, w7, [sp, #72]
	str     w30, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w13, w7, [sp, #72]
	ldr     w30, [sp, #40]
	mov     w5, #0x79b9
	ldr     x12, [sp, #48]
	mov     x11, x21
	ldr     x0, [sp, #64]
	mov     w21, #0xca00
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	movk    w21, #0x3b9a, lsl #16
	cmp     w24, w23
	b.ne    .L36
	b       .L121
.L31:
	orr     w8, w23, #0x1
	and     w8, w8, w20
.L32:
	ldaxr   w24, [x19]
	cmp     w24, w23
	b.ne    .L33
	stxr    w9, w8, [x19]
	cbnz    w9, .L32
	b       .L34
.L33:
	clrex
.L34:
	ldr     x8, [sp, #144]
	cbnz    x8, .L30
.L35:
	cmp     w24, w23
	b.eq    .L121
.L36:
	mov     w23, w24
	tbz     w24, #0, .L26
	cmp     w24, #0x1f
	b.hi    .L25
.L37:
	ldr     x8, [x11]
	tst     x8, x2
	cset    w8, eq
.L38:
	mov     w23, w24
	strb    w25, [sp, #178]
	strb    w8, [sp, #182]
.L39:
	and     w8, w23, #0x4
	and     w8, w22, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L74
	and     w8, w23, #0xfffffff9
	mov     w22, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w28
.L40:
	ldaxr   w9, [x19]
	cmp     w9, w23
	b.ne    .L41
	stxr    w10, w8, [x19]
	cbnz    w10, .L40
	b       .L42
.L41:
	clrex
.L42:
	cmp     w9, w23
	mov     w23, w9
	b.ne    .L13
	b       .L121
.L43:
	mov     w24, w23
.L44:
	tbnz    w24, #0, .L68
	tbz     w22, #0, .L56
.L45:
	tbnz    w24, #3, .L68
	ldrb    w8, [sp, #179]
	strb    w25, [sp, #177]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #179]
	b.ne    .L50
	strb    wzr, [sp, #180]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	sub     w8, w24, #0x1f
	and     w8, w8, w27
.L46:
	ldaxr   w23, [x19]
	cmp     w23, w24
	b.ne    .L47
	stxr    w9, w8, [x19]
	cbnz    w9, .L46
	b       .L48
.L47:
	clrex
.L48:
	ldr     x8, [sp, #144]
	cbz     x8, .L54
.L49:
	str     x0, [sp, #64]
	add     x0, sp, #0x50
	mov     x21, x11
	str     x12, [sp, #48]
	stp     w13, w7, [sp, #72]
	str     w30, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w13, w7, [sp, #72]
	ldr     w30, [sp, #40]
	mov     w5, #0x79b9
	ldr     x12, [sp, #48]
	mov     x11, x21
	ldr     x0, [sp, #64]
	mov     w21, #0xca00
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	movk    w21, #0x3b9a, lsl #16
	cmp     w23, w24
	b.ne    .L55
	b       .L121
.L50:
	sub     w8, w24, #0x1f
	and     w8, w8, w27
.L51:
	ldaxr   w23, [x19]
	cmp     w23, w24
	b.ne    .L52
	stxr    w9, w8, [x19]
	cbnz    w9, .L51
	b       .L53
.L52:
	clrex
.L53:
	ldr     x8, [sp, #144]
	cbnz    x8, .L49
.L54:
	cmp     w23, w24
	b.eq    .L121
.L55:
	mov     w24, w23
	tbz     w23, #0, .L45
	b       .L67
.L56:
	tbnz    w24, #3, .L68
	ldrb    w8, [sp, #179]
	strb    w25, [sp, #177]
	str     wzr, [sp, #168]
	strb    wzr, [sp, #179]
	tbz     w8, #0, .L61
	strb    wzr, [sp, #180]
	str     xzr, [x26]
	str     wzr, [x26, #8]
	orr     w8, w24, #0x1
	and     w8, w8, w20
.L57:
	ldaxr   w23, [x19]
	cmp     w23, w24
	b.ne    .L58
	stxr    w9, w8, [x19]
	cbnz    w9, .L57
	b       .L59
.L58:
	clrex
.L59:
	ldr     x8, [sp, #144]
	cbz     x8, .L65
.L60:
	str     x0, [sp, #64]
	add     x0, sp, #0x50
	mov     x21, x11
	str     x12, [sp, #48]
	stp     w13, w7, [sp, #72]
	str     w30, [sp, #40]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w13, w7, [sp, #72]
	ldr     w30, [sp, #40]
	mov     w5, #0x79b9
	ldr     x12, [sp, #48]
	mov     x11, x21
	ldr     x0, [sp, #64]
	mov     w21, #0xca00
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	movk    w21, #0x3b9a, lsl #16
	cmp     w23, w24
	b.ne    .L66
	b       .L121
.L61:
	orr     w8, w24, #0x1
	and     w8, w8, w20
.L62:
	ldaxr   w23, [x19]
	cmp     w23, w24
	b.ne    .L63
	stxr    w9, w8, [x19]
	cbnz    w9, .L62
	b       .L64
.L63:
	clrex
.L64:
	ldr     x8, [sp, #144]
	cbnz    x8, .L60
.L65:
	cmp     w23, w24
	b.eq    .L121
.L66:
	mov     w24, w23
	tbz     w23, #0, .L56
.L67:
	cmp     w23, #0x1f
	b.ls    .L73
	strb    w25, [sp, #178]
	strb    wzr, [sp, #182]
	and     w8, w23, #0x4
	and     w8, w22, w8, lsr #2
	tbnz    w8, #0, .L69
	b       .L74
.L68:
	mov     w23, w24
	and     w8, w24, #0x4
	and     w8, w22, w8, lsr #2
	tbz     w8, #0, .L74
.L69:
	and     w8, w23, #0xfffffff9
	mov     w22, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w28
.L70:
	ldaxr   w24, [x19]
	cmp     w24, w23
	b.ne    .L71
	stxr    w9, w8, [x19]
	cbnz    w9, .L70
	b       .L72
.L71:
	clrex
.L72:
	cmp     w24, w23
	b.ne    .L44
	b       .L121
.L73:
	ldr     x8, [x11]
	tst     x8, x2
	cset    w8, eq
	strb    w25, [sp, #178]
	strb    w8, [sp, #182]
	and     w8, w23, #0x4
	and     w8, w22, w8, lsr #2
	tbnz    w8, #0, .L69
.L74:
	ldr     w24, [sp, #160]
	stp     x11, x0, [sp, #56]
	cbnz    w24, .L75
	mov     x21, x12
	stp     w13, w7, [sp, #72]
	str     w30, [sp, #40]
	bl      <hintlock::spin::policy::multi_cpu>
	ldp     w13, w7, [sp, #72]
	mov     w8, w0
	ldp     x11, x0, [sp, #56]
	ldr     w30, [sp, #40]
	mov     w5, #0x79b9
	mov     x12, x21
	mov     w21, #0xca00
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	movk    w21, #0x3b9a, lsl #16
	cbz     w8, .L87
.L75:
	ldr     w10, [sp, #168]
	ldr     w9, [sp, #80]
	add     w8, w24, #0x1
	str     w8, [sp, #160]
	adds    w10, w10, #0x1
	csinv   w24, w10, wzr, cc
	str     w24, [sp, #168]
	cbz     w9, .L76
	cmp     w9, #0x1
	b.ne    .L78
	ldrb    w8, [sp, #181]
	tbnz    w8, #0, .L87
	ldrb    w8, [sp, #182]
	cmp     w8, #0x1
	b.ne    .L79
	ldr     w8, [sp, #172]
	cmp     w8, #0x3
	b.cs    .L79
	add     w8, w8, #0x1
	strb    wzr, [sp, #178]
	strb    wzr, [sp, #182]
	str     w8, [sp, #172]
	str     w21, [sp, #112]
	str     w21, [sp, #96]
	str     wzr, [sp, #80]
	tbz     w30, #0, .L95
	b       .L105
.L76:
	ldrb    w9, [sp, #178]
	ldrb    w10, [sp, #176]
	tst     w8, #0x3
	b.eq    .L77
	tbnz    w9, #0, .L77
	tbz     w10, #0, .L94
.L77:
	stp     w10, w9, [sp, #32]
	str     w30, [sp, #40]
	stp     w13, w7, [sp, #72]
	str     x12, [sp, #48]
	bl      <<std::time::Instant>::now>
	ldr     w11, [sp, #96]
	mov     x10, x0
	mov     w9, w1
	stur    x0, [x29, #-56]
	cmp     w11, w21
	stur    w1, [x29, #-48]
	b.ne    .L80
	mov     w11, w9
	mov     x1, x10
	str     x10, [sp, #88]
	str     w9, [sp, #96]
	b       .L81
.L78:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L87
	add     w8, w8, #0x1
	stp     w6, w8, [sp, #80]
	tbz     w30, #0, .L95
	b       .L105
.L79:
	str     d8, [sp, #80]
	tbz     w30, #0, .L95
	b       .L105
.L80:
	ldr     x1, [sp, #88]
.L81:
	ldr     w2, [sp, #112]
	ldr     x0, [sp, #64]
	mov     w5, #0x79b9
	ldr     x12, [sp, #48]
	ldr     w7, [sp, #76]
	mov     w3, #0x4
	ldr     w30, [sp, #40]
	cmp     w2, w21
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	b.ne    .L83
	mov     w2, w9
	str     x10, [sp, #104]
	str     w9, [sp, #112]
	ldrb    w8, [sp, #177]
	str     x10, [sp, #120]
	str     w9, [sp, #128]
	strb    wzr, [sp, #177]
	tbnz    w8, #0, .L84
.L82:
	cmp     w24, #0x7
	b.hi    .L85
	b       .L91
.L83:
	ldrb    w8, [sp, #177]
	str     x10, [sp, #120]
	str     w9, [sp, #128]
	strb    wzr, [sp, #177]
	tbz     w8, #0, .L82
.L84:
	str     x10, [sp, #104]
	mov     w2, w9
	str     w9, [sp, #112]
	cmp     w24, #0x7
	b.ls    .L91
.L85:
	ldrb    w8, [sp, #180]
	tbnz    w8, #0, .L86
	stp     x1, x10, [sp]
	ldr     x1, [sp, #104]
	sub     x0, x29, #0x38
	str     w9, [sp, #20]
	mov     w24, w11
	bl      <<std::time::Instant>::duration_since>
	mov     w10, #0xca00
	mov     x8, x0
	ldr     w30, [sp, #40]
	movk    w10, #0x3b9a, lsl #16
	ldr     w7, [sp, #76]
	mov     w5, #0x79b9
	mul     x9, x0, x10
	ldr     x12, [sp, #48]
	ldr     x0, [sp, #64]
	mov     w11, w24
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	umulh   x8, x8, x10
	mov     w4, #0xffffffff
	mov     w3, #0x4
	adds    x9, x9, w1, uxtw
	ldp     x1, x10, [sp]
	cinc    x8, x8, cs
	cmp     x9, #0x7d0
	ldr     w9, [sp, #20]
	sbcs    xzr, x8, xzr
	b.cc    .L91
.L86:
	ldr     x11, [sp, #56]
	ldr     w13, [sp, #72]
	add     x14, sp, #0x50
	ldr     w8, [sp, #32]
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	tbnz    w8, #0, .L87
	ldrb    w8, [sp, #179]
	tbnz    w8, #0, .L87
	ldr     x8, [sp, #136]
	str     wzr, [x26, #8]
	str     x8, [x26]
.L87:
	and     w8, w23, #0x8
	and     w9, w23, #0xfffffffd
	tst     w22, #0x1
	orr     w8, w13, w8, lsr #3
	add     w10, w9, #0x20
	mov     w1, wzr
	csel    w24, w9, w10, ne
	tbnz    w8, #0, .L90
	cmp     w7, w21
	b.eq    .L90
	ldr     x8, [sp, #24]
	sub     x0, x29, #0x28
	stp     w13, w7, [sp, #72]
	str     x12, [sp, #48]
	stur    x8, [x29, #-40]
	stur    w7, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L88
	orr     w24, w24, #0x8
	mov     w1, #0x1
	b       .L89
.L88:
	lsr     w8, w23, #5
	mov     w9, #0x8
	mov     w10, #0xa120
	movk    w10, #0x7, lsl #16
	cmp     w8, #0x8
	csel    w9, w8, w9, cc
	cmp     w8, #0x0
	mul     w9, w9, w10
	csel    w8, w10, w9, eq
	cmp     w1, w8
	orr     w8, w24, #0x8
	cset    w1, cs
	csel    w24, w8, w24, cs
.L89:
	ldp     x11, x0, [sp, #56]
	mov     w5, #0x79b9
	ldp     w13, w7, [sp, #72]
	ldr     x12, [sp, #48]
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
.L90:
	cmp     w24, w23
	str     w1, [sp, #48]
	b.eq    .L119
	mov     w0, w23
	mov     w1, w24
	mov     x2, x19
	stp     w13, w7, [sp, #72]
	mov     x21, x12
	bl      <__aarch64_cas4_relax>
	ldp     w13, w7, [sp, #72]
	mov     w8, w0
	ldp     x11, x0, [sp, #56]
	mov     w5, #0x79b9
	mov     x12, x21
	mov     w21, #0xca00
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	movk    w21, #0x3b9a, lsl #16
	mov     w30, wzr
	cmp     w8, w23
	mov     w23, w8
	b.ne    .L12
	b       .L119
.L91:
	ldr     w8, [sp, #36]
	tbnz    w8, #0, .L92
	sub     x0, x29, #0x38
	mov     w2, w11
	str     w9, [sp, #20]
	mov     x24, x10
	bl      <<std::time::Instant>::duration_since>
	mov     w10, #0xca00
	mov     x8, x0
	ldr     w30, [sp, #40]
	movk    w10, #0x3b9a, lsl #16
	ldp     x12, x11, [sp, #48]
	mul     x9, x0, x10
	mov     w5, #0x79b9
	ldr     x0, [sp, #64]
	ldp     w13, w7, [sp, #72]
	umulh   x8, x8, x10
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	adds    x9, x9, w1, uxtw
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	mov     x10, x24
	cinc    x8, x8, cs
	cmp     x9, #0xfa0
	ldr     w9, [sp, #20]
	sbcs    xzr, x8, xzr
	b.cc    .L94
.L92:
	ldr     w2, [x12, #8]
	ldr     x1, [x12]
	stur    x10, [x29, #-40]
	stur    w9, [x29, #-32]
	cmp     w2, w21
	b.eq    .L93
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::duration_since>
	ldr     w30, [sp, #40]
	ldr     w7, [sp, #76]
	mov     w5, #0x79b9
	mov     w9, #0x49f0
	ldr     x12, [sp, #48]
	mov     x8, x0
	ldr     x0, [sp, #64]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	movk    w9, #0x2, lsl #16
	cbz     x8, .L115
.L93:
	ldr     x11, [sp, #56]
	ldr     w13, [sp, #72]
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	str     w25, [sp, #80]
.L94:
	tbnz    w30, #0, .L105
.L95:
	ldr     x1, [x11]
	ldur    x9, [x29, #-8]
	stp     w13, w7, [sp, #72]
	ldr     w8, [x9, x0]
	add     w10, w8, #0x1
	str     w10, [x9, x0]
	mul     w8, w10, w5
	and     w9, w10, #0xf
	str     w10, [sp, #32]
	eor     w8, w8, w14
	orr     w8, w8, #0x1
	str     w8, [sp, #164]
	tbz     w1, #4, .L96
	cbz     w9, .L117
.L96:
	tst     x1, x2
	b.eq    .L98
	ldr     x24, [x11, #16]
	str     x1, [sp, #40]
	str     w9, [sp, #36]
	cbz     x24, .L100
	str     x12, [sp, #48]
	adrp    x8, <PAGE>
	ldr     x8, [x8, #:lo12:]
	ldr     x8, [x8]
	cbz     x8, .L118
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L124
.L97:
	ldp     x8, x9, [x29, #-40]
	mov     w10, #0xca00
	movk    w10, #0x3b9a, lsl #16
	ldp     x11, x0, [sp, #56]
	ldp     x1, x12, [sp, #40]
	mov     w5, #0x79b9
	bic     x8, x8, x8, asr #63
	bic     x9, x9, x9, asr #63
	add     x14, sp, #0x50
	ldp     w13, w7, [sp, #72]
	madd    x8, x8, x10, x9
	mov     w9, #0x4b3f
	mov     w15, #0xffffffef
	movk    w9, #0x4c, lsl #16
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	str     x19, [sp, #136]
	subs    x8, x8, x24
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	ldr     w9, [sp, #36]
	cset    w8, hi
	strb    w8, [sp, #176]
	b.ls    .L99
	b       .L101
.L98:
	strb    wzr, [sp, #176]
	str     x19, [sp, #136]
.L99:
	ldr     x8, [x26]
	cmp     x8, x19
	b.ne    .L102
	ldr     w8, [x26, #8]
	strb    w25, [sp, #179]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x26, #8]
	cset    w8, ne
	strb    w8, [sp, #180]
	b       .L102
.L100:
	strb    w25, [sp, #176]
	str     x19, [sp, #136]
.L101:
	mov     x24, x11
	mov     x21, x12
	bl      <<std::time::Instant>::now>
	ldp     w13, w7, [sp, #72]
	ldr     w9, [sp, #36]
	mov     w5, #0x79b9
	mov     x12, x21
	mov     x8, x0
	ldr     x0, [sp, #64]
	mov     w21, #0xca00
	str     w1, [sp, #96]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	str     w1, [sp, #112]
	mov     w4, #0xffffffff
	mov     w3, #0x4
	str     w1, [sp, #128]
	ldr     x1, [sp, #40]
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	mov     x11, x24
	movk    w21, #0x3b9a, lsl #16
	str     x8, [sp, #88]
	str     x8, [sp, #104]
	str     x8, [sp, #120]
.L102:
	and     w8, w23, #0x10
	orr     w8, w9, w8
	cbnz    w8, .L105
	mov     x0, x11
	mov     x24, x12
	mov     x23, x11
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #32]
	tst     w8, #0xf0
	mov     w8, w0
	b.ne    .L103
	cbz     w8, .L103
	str     x23, [sp, #144]
	b       .L104
.L103:
	ldp     w13, w7, [sp, #72]
	ldr     x0, [sp, #64]
	mov     w5, #0x79b9
	mov     x11, x23
	mov     x12, x24
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	tbz     w8, #0, .L105
.L104:
	mov     w0, #0x10
	mov     x1, x19
	bl      <__aarch64_ldset4_relax>
	ldp     w13, w7, [sp, #72]
	mov     w5, #0x79b9
	ldr     x0, [sp, #64]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	mov     x12, x24
	mov     x11, x23
.L105:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L106
	cmp     w8, #0x1
	b.ne    .L107
	stp     w13, w7, [sp, #72]
	mov     x23, x0
	str     x12, [sp, #48]
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w2, [sp, #128]
	cmp     w2, w21
	b.ne    .L108
	ldp     x12, x11, [sp, #48]
	mov     w5, #0x79b9
	ldp     w13, w7, [sp, #72]
	strb    wzr, [sp, #181]
	mov     x0, x23
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	b       .L112
.L106:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x23, x11
	mov     x24, x12
	mov     w21, w13
	str     w7, [sp, #76]
	bl      <std::thread::functions::sleep>
	ldr     w7, [sp, #76]
	mov     w5, #0x79b9
	mov     w13, w21
	ldr     x0, [sp, #64]
	mov     w21, #0xca00
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	mov     x12, x24
	mov     x11, x23
	movk    w21, #0x3b9a, lsl #16
	b       .L112
.L107:
	ldrb    w8, [sp, #176]
	tbz     w8, #0, .L109
	mov     w8, #0x3ff
	b       .L110
.L108:
	mov     w24, w1
	ldr     x1, [sp, #120]
	str     x0, [sp, #40]
	stur    x0, [x29, #-40]
	sub     x0, x29, #0x28
	stur    w24, [x29, #-32]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w11, #0x3e7
	mov     w5, #0x79b9
	movk    w9, #0x3b9a, lsl #16
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mul     x8, x0, x9
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	ldp     w13, w7, [sp, #72]
	umulh   x9, x0, x9
	mov     x0, x23
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0x3e8
	sbcs    xzr, x9, xzr
	cset    w10, cc
	cmp     x11, x8
	ldp     x12, x11, [sp, #48]
	ngcs    xzr, x9
	cset    w8, cc
	strb    w8, [sp, #181]
	tbnz    w10, #0, .L112
	ldr     x8, [sp, #40]
	str     w24, [x12, #8]
	str     x8, [x12]
	b       .L112
.L109:
	ldr     w8, [sp, #160]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w3, cc
	lsl     w8, w4, w8
	mvn     w8, w8
.L110:
	ldr     w9, [sp, #164]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #164]
	cinc    w8, w8, eq
	cbz     w8, .L113
.L111:
	subs    w8, w8, #0x1
	isb
	b.ne    .L111
.L112:
	ldr     x9, [sp, #144]
.L113:
	cbnz    x9, .L116
.L114:
	ldr     w23, [x19]
	mov     w30, #0x1
	b       .L12
.L115:
	ldr     x11, [sp, #56]
	ldr     w13, [sp, #72]
	cmp     w1, w9
	add     x14, sp, #0x50
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	b.cc    .L87
	str     w25, [sp, #80]
	tbz     w30, #0, .L95
	b       .L105
.L116:
	mov     x21, x0
	add     x0, sp, #0x50
	mov     x23, x11
	mov     x24, x12
	stp     w13, w7, [sp, #72]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldp     w13, w7, [sp, #72]
	mov     w5, #0x79b9
	mov     x0, x21
	mov     w21, #0xca00
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	mov     x12, x24
	mov     x11, x23
	movk    w21, #0x3b9a, lsl #16
	b       .L114
.L117:
	mov     x21, x11
	mov     x24, x12
	str     x1, [sp, #40]
	str     w9, [sp, #36]
	bl      <hintlock::spin::policy::now_ns>
	ldr     x1, [sp, #40]
	mov     x8, x0
	mov     w10, #0xf080
	ldp     w13, w7, [sp, #72]
	ldr     x9, [x21, #8]
	movk    w10, #0x2fa, lsl #16
	mov     w5, #0x79b9
	mov     x11, x21
	ldr     x0, [sp, #64]
	mov     w21, #0xca00
	subs    x8, x8, x9
	ldr     w9, [sp, #36]
	mov     w6, #0x2
	csel    x8, xzr, x8, cc
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	mov     w15, #0xffffffef
	add     x14, sp, #0x50
	mov     x12, x24
	movk    w21, #0x3b9a, lsl #16
	cmp     x8, x10
	b.cc    .L96
	and     x1, x1, #0xffffffffffffffe3
	str     x1, [x11]
	b       .L96
.L118:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L97
	b       .L124
.L119:
	ldr     w8, [sp, #48]
	mov     w22, #0x1
	orr     w13, w13, w8
	tbnz    w24, #2, .L11
	mov     w22, w13
	mov     x27, x12
	mov     x23, x11
	mov     x20, x0
	cmp     w7, w21
	b.ne    .L120
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #24]
	mov     w7, w1
.L120:
	movi    v0.2d, #0x0
	mov     x0, x19
	mov     w13, w22
	tst     w22, #0x1
	mov     w22, #0x1
	mov     w8, #0x62
	mov     x3, xzr
	mov     x4, xzr
	mov     w2, w24
	cinc    x5, x22, ne
	mov     w1, #0x89
	svc     #0x0
	add     x8, sp, #0x50
	str     wzr, [sp, #80]
	mov     w5, #0x79b9
	str     w21, [sp, #96]
	mov     x0, x20
	mov     x11, x23
	str     w21, [sp, #112]
	mov     x12, x27
	add     x14, sp, #0x50
	str     w21, [sp, #128]
	mov     w15, #0xffffffef
	mov     w16, #0xffffffe7
	stur    q0, [x8, #56]
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	stur    q0, [x8, #72]
	mov     w2, #0x11
	mov     w3, #0x4
	stur    q0, [x8, #87]
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	ldr     w24, [x19]
	mov     w6, #0x2
	b       .L11
.L121:
	ldp     x20, x19, [sp, #320]
	ldr     d8, [sp, #224]
	ldp     x22, x21, [sp, #304]
	ldp     x24, x23, [sp, #288]
	ldp     x26, x25, [sp, #272]
	ldp     x28, x27, [sp, #256]
	ldp     x29, x30, [sp, #240]
	add     sp, sp, #0x150
	ret
.L122:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L3
	b       .L124
.L123:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L4
.L124:
	adrp    x2, <PAGE>
	add     x2, x2, #:lo12:
	adrp    x5, <PAGE>
	add     x5, x5, #:lo12:
	sub     x1, x29, #0x38
	mov     w0, wzr
	mov     x3, xzr
	bl      <core::panicking::assert_failed::<i32, i32>>
