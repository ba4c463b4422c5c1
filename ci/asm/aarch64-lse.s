# target aarch64-unknown-linux-gnu (-C target-feature=+lse), release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	mov     w1, wzr
	mov     w8, #0x1
	casa    w1, w8, [x0]
	cbz     w1, .L0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended>
.L0:
	ret

== hintlock_probe_try_lock
	ldr     w1, [x0]
	mov     w8, #0x9
	tst     w1, w8
	b.eq    .L0
	mov     w0, wzr
	ret
.L0:
	cbnz    w1, .L1
	mov     w8, #0x1
	casa    w1, w8, [x0]
	cbnz    w1, .L1
	mov     w0, w8
	ret
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow>

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

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended
	mov     w9, #0x19
	and     w8, w1, w9
.L0:
	tst     w1, w9
	b.ne    .L1
	mov     w11, w1
	orr     w10, w1, #0x1
	casa    w11, w10, [x0]
	cmp     w11, w1
	mov     w1, w11
	b.ne    .L0
	ret
.L1:
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
	b.ne    .L1
	mov     w9, w1
	and     w10, w1, #0xffffffe7
	orr     w10, w10, #0x1
	casa    w1, w10, [x0]
	cmp     w1, w9
	b.ne    .L0
	tbnz    w9, #4, .L2
.L1:
	cmp     w19, #0x0
	cset    w0, eq
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L2:
	bl      <hintlock::spin::policy::try_taken>
	cmp     w19, #0x0
	cset    w0, eq
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret

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
	mov     w8, #0xca00
	mov     x21, #0x7c15
	movk    w8, #0x3b9a, lsl #16
	str     wzr, [sp, #168]
	adrp    x20, <PAGE>
	strb    wzr, [sp, #180]
	movk    x21, #0x7f4a, lsl #16
	mov     x19, x0
	str     wzr, [sp, #80]
	movk    x21, #0x79b9, lsl #32
	stur    q0, [sp, #136]
	movk    x21, #0x9e37, lsl #48
	stur    q0, [sp, #152]
	str     w8, [sp, #96]
	str     w8, [sp, #112]
	str     w8, [sp, #128]
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
	mul     x8, x19, x21
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
	mrs     x28, tpidr_el0
	adrp    x26, <PAGE>
	add     x9, x28, x0
	ldp     x8, x22, [x9]
	ldr     x26, [x26, #:lo12:]
	stp     xzr, xzr, [x9]
	tbz     w24, #4, .L6
	cmp     x8, x19
	b.ne    .L6
	ldr     x8, [x26]
	cbz     x8, .L92
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L94
.L3:
	ldp     x25, x23, [x29, #-40]
	ldr     x8, [x26]
	cbz     x8, .L93
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L94
.L4:
	bic     x8, x25, x25, asr #63
	mov     w10, #0xca00
	bic     x11, x23, x23, asr #63
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
	b.cs    .L5
	ldumin  x10, x10, [x9]
.L5:
	mul     x10, x19, x21
	subs    x11, x8, x22
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
	b.cs    .L7
	mov     w12, #0x1
	b       .L8
.L6:
	mul     x8, x19, x21
	lsr     x9, x8, #58
	b       .L9
.L7:
	mov     w12, #0x2
	tbnz    w11, #1, .L8
	bfxil   x12, x11, #0, #1
.L8:
	and     x11, x11, #0x1c
	orr     x8, x11, x8, lsl #5
	orr     x8, x12, x8
	str     x8, [x10]
.L9:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x58
	nop
	nop
	add     x12, x20, x9, lsl #6
	add     x25, x28, x0
	movz    x0, #0x0, lsl #16
	movk    x0, #0x10
	nop
	nop
	add     x13, x28, x0
	movz    x0, #0x0, lsl #16
	movk    x0, #0x40
	nop
	nop
	adrp    x8, <PAGE>
	mov     w5, #0x79b9
	mov     w7, #0xca00
	ldr     d8, [x8, #:lo12:]
	mov     w21, wzr
	mov     w14, wzr
	add     x15, sp, #0x50
	mov     w10, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w23, #0x1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	movk    w7, #0x3b9a, lsl #16
.L10:
	tst     w14, #0x1
	mov     w11, wzr
	mov     w27, w24
	csel    w26, w16, w10, ne
	csel    w22, w18, w17, ne
	and     w20, w26, #0xfffffffd
.L11:
	tbz     w14, #0, .L27
.L12:
	tbnz    w27, #0, .L26
	tbz     w21, #0, .L19
.L13:
	ldrb    w8, [sp, #179]
	strb    w23, [sp, #177]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #179]
	b.ne    .L15
	strb    wzr, [sp, #180]
	str     xzr, [x25]
	str     wzr, [x25, #8]
	sub     w8, w27, #0x1f
	mov     w24, w27
	and     w8, w8, w20
	casa    w24, w8, [x19]
	ldr     x8, [sp, #144]
	cbz     x8, .L16
.L14:
	stp     x12, x0, [sp, #64]
	add     x0, sp, #0x50
	str     x13, [sp, #56]
	stp     w14, w7, [x29, #-8]
	str     w11, [sp, #48]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w14, w7, [x29, #-8]
	ldp     x13, x12, [sp, #56]
	mov     w5, #0x79b9
	ldr     w11, [sp, #48]
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cmp     w24, w27
	b.ne    .L17
	b       .L91
.L15:
	sub     w8, w27, #0x1f
	mov     w24, w27
	and     w8, w8, w20
	casa    w24, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L14
.L16:
	cmp     w24, w27
	b.eq    .L91
.L17:
	mov     w27, w24
	tbz     w24, #0, .L13
	cmp     w24, #0x1f
	b.ls    .L24
.L18:
	mov     w8, wzr
	b       .L25
.L19:
	ldrb    w8, [sp, #179]
	strb    w23, [sp, #177]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #179]
	b.ne    .L21
	strb    wzr, [sp, #180]
	str     xzr, [x25]
	str     wzr, [x25, #8]
	orr     w8, w27, #0x1
	mov     w24, w27
	and     w8, w8, w26
	casa    w24, w8, [x19]
	ldr     x8, [sp, #144]
	cbz     x8, .L22
.L20:
	stp     x12, x0, [sp, #64]
	add     x0, sp, #0x50
	str     x13, [sp, #56]
	stp     w14, w7, [x29, #-8]
	str     w11, [sp, #48]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w14, w7, [x29, #-8]
	ldp     x13, x12, [sp, #56]
	mov     w5, #0x79b9
	ldr     w11, [sp, #48]
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cmp     w24, w27
	b.ne    .L23
	b       .L91
.L21:
	orr     w8, w27, #0x1
	mov     w24, w27
	and     w8, w8, w26
	casa    w24, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L20
.L22:
	cmp     w24, w27
	b.eq    .L91
.L23:
	mov     w27, w24
	tbz     w24, #0, .L19
	cmp     w24, #0x1f
	b.hi    .L18
.L24:
	ldr     x8, [x12]
	tst     x8, x2
	cset    w8, eq
.L25:
	mov     w27, w24
	strb    w23, [sp, #178]
	strb    w8, [sp, #182]
.L26:
	and     w8, w27, #0x4
	and     w8, w21, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L43
	and     w8, w27, #0xfffffff9
	mov     w9, w27
	mov     w21, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
	casa    w9, w8, [x19]
	cmp     w9, w27
	mov     w27, w9
	b.ne    .L12
	b       .L91
.L27:
	mov     w24, w27
.L28:
	tbnz    w24, #0, .L40
	tbz     w21, #0, .L34
.L29:
	tbnz    w24, #3, .L40
	ldrb    w8, [sp, #179]
	strb    w23, [sp, #177]
	str     wzr, [sp, #168]
	cmp     w8, #0x1
	strb    wzr, [sp, #179]
	b.ne    .L31
	strb    wzr, [sp, #180]
	str     xzr, [x25]
	str     wzr, [x25, #8]
	sub     w8, w24, #0x1f
	mov     w27, w24
	and     w8, w8, w20
	casa    w27, w8, [x19]
	ldr     x8, [sp, #144]
	cbz     x8, .L32
.L30:
	stp     x12, x0, [sp, #64]
	add     x0, sp, #0x50
	str     x13, [sp, #56]
	stp     w14, w7, [x29, #-8]
	str     w11, [sp, #48]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w14, w7, [x29, #-8]
	ldp     x13, x12, [sp, #56]
	mov     w5, #0x79b9
	ldr     w11, [sp, #48]
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cmp     w27, w24
	b.ne    .L33
	b       .L91
.L31:
	sub     w8, w24, #0x1f
	mov     w27, w24
	and     w8, w8, w20
	casa    w27, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L30
.L32:
	cmp     w27, w24
	b.eq    .L91
.L33:
	mov     w24, w27
	tbz     w27, #0, .L29
	b       .L39
.L34:
	tbnz    w24, #3, .L40
	ldrb    w8, [sp, #179]
	strb    w23, [sp, #177]
	str     wzr, [sp, #168]
	strb    wzr, [sp, #179]
	tbz     w8, #0, .L36
	strb    wzr, [sp, #180]
	str     xzr, [x25]
	str     wzr, [x25, #8]
	orr     w8, w24, #0x1
	mov     w27, w24
	and     w8, w8, w26
	casa    w27, w8, [x19]
	ldr     x8, [sp, #144]
	cbz     x8, .L37
.L35:
	stp     x12, x0, [sp, #64]
	add     x0, sp, #0x50
	str     x13, [sp, #56]
	stp     w14, w7, [x29, #-8]
	str     w11, [sp, #48]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w14, w7, [x29, #-8]
	ldp     x13, x12, [sp, #56]
	mov     w5, #0x79b9
	ldr     w11, [sp, #48]
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cmp     w27, w24
	b.ne    .L38
	b       .L91
.L36:
	orr     w8, w24, #0x1
	mov     w27, w24
	and     w8, w8, w26
	casa    w27, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L35
.L37:
	cmp     w27, w24
	b.eq    .L91
.L38:
	mov     w24, w27
	tbz     w27, #0, .L34
.L39:
	cmp     w27, #0x1f
	b.ls    .L42
	strb    w23, [sp, #178]
	strb    wzr, [sp, #182]
	and     w8, w27, #0x4
	and     w8, w21, w8, lsr #2
	tbnz    w8, #0, .L41
	b       .L43
.L40:
	mov     w27, w24
	and     w8, w24, #0x4
	and     w8, w21, w8, lsr #2
	tbz     w8, #0, .L43
.L41:
	and     w8, w27, #0xfffffff9
	mov     w24, w27
	mov     w21, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
	casa    w24, w8, [x19]
	cmp     w24, w27
	b.ne    .L28
	b       .L91
.L42:
	ldr     x8, [x12]
	tst     x8, x2
	cset    w8, eq
	strb    w23, [sp, #178]
	strb    w8, [sp, #182]
	and     w8, w27, #0x4
	and     w8, w21, w8, lsr #2
	tbnz    w8, #0, .L41
.L43:
	ldr     w24, [sp, #160]
	str     x0, [sp, #72]
	cbnz    w24, .L44
	stp     x28, x12, [sp, #56]
	mov     x28, x13
	stp     w14, w7, [x29, #-8]
	str     w11, [sp, #48]
	bl      <hintlock::spin::policy::multi_cpu>
	ldp     w14, w7, [x29, #-8]
	mov     x13, x28
	ldp     x28, x12, [sp, #56]
	ldr     w11, [sp, #48]
	mov     w5, #0x79b9
	mov     w8, w0
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	cbz     w8, .L56
.L44:
	ldr     w10, [sp, #168]
	ldr     w9, [sp, #80]
	add     w8, w24, #0x1
	str     w8, [sp, #160]
	adds    w10, w10, #0x1
	csinv   w24, w10, wzr, cc
	str     w24, [sp, #168]
	cbz     w9, .L45
	cmp     w9, #0x1
	b.ne    .L47
	ldrb    w8, [sp, #181]
	tbnz    w8, #0, .L56
	ldrb    w8, [sp, #182]
	cmp     w8, #0x1
	b.ne    .L48
	ldr     w8, [sp, #172]
	cmp     w8, #0x3
	b.cs    .L48
	add     w8, w8, #0x1
	strb    wzr, [sp, #178]
	str     w8, [sp, #172]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	strb    wzr, [sp, #182]
	str     w8, [sp, #112]
	str     w8, [sp, #96]
	str     wzr, [sp, #80]
	tbz     w11, #0, .L65
	b       .L75
.L45:
	ldrb    w9, [sp, #178]
	ldrb    w10, [sp, #176]
	tst     w8, #0x3
	b.eq    .L46
	tbnz    w9, #0, .L46
	tbz     w10, #0, .L64
.L46:
	stp     w10, w9, [sp, #40]
	str     w11, [sp, #48]
	stp     w14, w7, [x29, #-8]
	stp     x13, x12, [sp, #56]
	bl      <<std::time::Instant>::now>
	ldr     w12, [sp, #96]
	mov     w8, #0xca00
	mov     x10, x0
	movk    w8, #0x3b9a, lsl #16
	mov     w9, w1
	stur    x0, [x29, #-56]
	cmp     w12, w8
	stur    w1, [x29, #-48]
	b.ne    .L49
	mov     w12, w9
	mov     x1, x10
	str     x10, [sp, #88]
	str     w9, [sp, #96]
	b       .L50
.L47:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L56
	add     w8, w8, #0x1
	stp     w6, w8, [sp, #80]
	tbz     w11, #0, .L65
	b       .L75
.L48:
	str     d8, [sp, #80]
	tbz     w11, #0, .L65
	b       .L75
.L49:
	ldr     x1, [sp, #88]
.L50:
	ldr     w2, [sp, #112]
	ldr     x0, [sp, #72]
	mov     w5, #0x79b9
	ldr     x13, [sp, #56]
	ldur    w7, [x29, #-4]
	mov     w3, #0x4
	ldr     w11, [sp, #48]
	cmp     w2, w8
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	b.ne    .L52
	mov     w2, w9
	str     x10, [sp, #104]
	str     w9, [sp, #112]
	ldrb    w8, [sp, #177]
	str     x10, [sp, #120]
	str     w9, [sp, #128]
	strb    wzr, [sp, #177]
	tbnz    w8, #0, .L53
.L51:
	cmp     w24, #0x7
	b.hi    .L54
	b       .L61
.L52:
	ldrb    w8, [sp, #177]
	str     x10, [sp, #120]
	str     w9, [sp, #128]
	strb    wzr, [sp, #177]
	tbz     w8, #0, .L51
.L53:
	str     x10, [sp, #104]
	mov     w2, w9
	str     w9, [sp, #112]
	cmp     w24, #0x7
	b.ls    .L61
.L54:
	ldrb    w8, [sp, #180]
	tbnz    w8, #0, .L55
	stp     x1, x10, [sp, #8]
	ldr     x1, [sp, #104]
	sub     x0, x29, #0x38
	str     w9, [sp, #28]
	mov     w24, w12
	bl      <<std::time::Instant>::duration_since>
	mov     w10, #0xca00
	mov     x8, x0
	ldr     w11, [sp, #48]
	movk    w10, #0x3b9a, lsl #16
	ldur    w7, [x29, #-4]
	mov     w5, #0x79b9
	mul     x9, x0, x10
	ldr     x13, [sp, #56]
	ldr     x0, [sp, #72]
	mov     w12, w24
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	umulh   x8, x8, x10
	mov     w4, #0xffffffff
	mov     w3, #0x4
	adds    x9, x9, w1, uxtw
	ldp     x1, x10, [sp, #8]
	cinc    x8, x8, cs
	cmp     x9, #0x7d0
	ldr     w9, [sp, #28]
	sbcs    xzr, x8, xzr
	b.cc    .L61
.L55:
	ldr     x12, [sp, #64]
	ldur    w14, [x29, #-8]
	add     x15, sp, #0x50
	ldr     w8, [sp, #40]
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	tbnz    w8, #0, .L56
	ldrb    w8, [sp, #179]
	tbnz    w8, #0, .L56
	ldr     x8, [sp, #136]
	str     wzr, [x25, #8]
	str     x8, [x25]
.L56:
	and     w9, w27, #0x8
	and     w10, w27, #0xfffffffd
	tst     w21, #0x1
	orr     w9, w14, w9, lsr #3
	add     w11, w10, #0x20
	mov     w8, wzr
	csel    w24, w10, w11, ne
	tbnz    w9, #0, .L57
	mov     w9, #0xca00
	mov     w10, #0xffffffef
	movk    w9, #0x3b9a, lsl #16
	cmp     w7, w9
	b.eq    .L60
	ldr     x8, [sp, #32]
	sub     x0, x29, #0x28
	stur    w14, [x29, #-8]
	stp     x13, x12, [sp, #56]
	stur    x8, [x29, #-40]
	stur    w7, [x29, #-4]
	stur    w7, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L58
	orr     w24, w24, #0x8
	mov     w8, #0x1
	b       .L59
.L57:
	mov     w10, #0xffffffef
	b       .L60
.L58:
	lsr     w8, w27, #5
	mov     w9, #0x8
	mov     w10, #0xa120
	movk    w10, #0x7, lsl #16
	cmp     w8, #0x8
	csel    w9, w8, w9, cc
	cmp     w8, #0x0
	mul     w9, w9, w10
	csel    w8, w10, w9, eq
	orr     w9, w24, #0x8
	cmp     w1, w8
	cset    w8, cs
	csel    w24, w9, w24, cs
.L59:
	ldp     x12, x0, [sp, #64]
	mov     w5, #0x79b9
	ldp     w14, w7, [x29, #-8]
	ldr     x13, [sp, #56]
	add     x15, sp, #0x50
	mov     w10, #0xffffffef
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
.L60:
	cmp     w24, w27
	b.eq    .L89
	mov     w9, w27
	mov     w11, wzr
	cas     w9, w24, [x19]
	cmp     w9, w27
	mov     w27, w9
	b.ne    .L11
	b       .L89
.L61:
	ldr     w8, [sp, #44]
	tbnz    w8, #0, .L62
	sub     x0, x29, #0x38
	mov     w2, w12
	str     w9, [sp, #28]
	mov     x24, x10
	bl      <<std::time::Instant>::duration_since>
	mov     w10, #0xca00
	mov     x8, x0
	ldr     w11, [sp, #48]
	movk    w10, #0x3b9a, lsl #16
	ldp     x13, x12, [sp, #56]
	mul     x9, x0, x10
	mov     w5, #0x79b9
	ldr     x0, [sp, #72]
	ldp     w14, w7, [x29, #-8]
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
	add     x15, sp, #0x50
	mov     x10, x24
	cinc    x8, x8, cs
	cmp     x9, #0xfa0
	ldr     w9, [sp, #28]
	sbcs    xzr, x8, xzr
	b.cc    .L64
.L62:
	ldr     w2, [x13, #8]
	mov     w8, #0xca00
	ldr     x1, [x13]
	movk    w8, #0x3b9a, lsl #16
	stur    x10, [x29, #-40]
	cmp     w2, w8
	stur    w9, [x29, #-32]
	b.eq    .L63
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::duration_since>
	ldr     w11, [sp, #48]
	ldur    w7, [x29, #-4]
	mov     w5, #0x79b9
	mov     w9, #0x49f0
	ldr     x13, [sp, #56]
	mov     x8, x0
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	movk    w9, #0x2, lsl #16
	cbz     x8, .L85
.L63:
	ldr     x12, [sp, #64]
	ldur    w14, [x29, #-8]
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	str     w23, [sp, #80]
.L64:
	tbnz    w11, #0, .L75
.L65:
	ldr     x1, [x12]
	ldr     w8, [x28, x0]
	stur    w7, [x29, #-4]
	add     w9, w8, #0x1
	str     w9, [x28, x0]
	mul     w8, w9, w5
	str     w9, [sp, #40]
	and     w9, w9, #0xf
	eor     w8, w8, w15
	orr     w8, w8, #0x1
	str     w8, [sp, #164]
	tbz     w1, #4, .L66
	cbz     w9, .L87
.L66:
	tst     x1, x2
	stur    w14, [x29, #-8]
	b.eq    .L68
	ldr     x24, [x12, #16]
	str     x1, [sp, #48]
	str     w9, [sp, #44]
	cbz     x24, .L70
	stp     x13, x12, [sp, #56]
	adrp    x8, <PAGE>
	ldr     x8, [x8, #:lo12:]
	ldr     x8, [x8]
	cbz     x8, .L88
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L94
.L67:
	ldp     x8, x9, [x29, #-40]
	mov     w10, #0xca00
	movk    w10, #0x3b9a, lsl #16
	ldp     x12, x0, [sp, #64]
	ldp     x1, x13, [sp, #48]
	mov     w5, #0x79b9
	bic     x8, x8, x8, asr #63
	bic     x9, x9, x9, asr #63
	add     x15, sp, #0x50
	ldp     w14, w7, [x29, #-8]
	madd    x8, x8, x10, x9
	mov     w9, #0x4b3f
	mov     w16, #0xffffffe7
	movk    w9, #0x4c, lsl #16
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
	ldr     w9, [sp, #44]
	cset    w8, hi
	strb    w8, [sp, #176]
	b.ls    .L69
	b       .L71
.L68:
	strb    wzr, [sp, #176]
	str     x19, [sp, #136]
.L69:
	ldr     x8, [x25]
	cmp     x8, x19
	b.ne    .L72
	ldr     w8, [x25, #8]
	strb    w23, [sp, #179]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x25, #8]
	cset    w8, ne
	strb    w8, [sp, #180]
	b       .L72
.L70:
	strb    w23, [sp, #176]
	str     x19, [sp, #136]
.L71:
	str     x28, [sp, #56]
	mov     x28, x12
	mov     x24, x13
	bl      <<std::time::Instant>::now>
	ldp     w14, w7, [x29, #-8]
	mov     x12, x28
	str     w1, [sp, #96]
	ldr     w9, [sp, #44]
	str     w1, [sp, #112]
	mov     w5, #0x79b9
	mov     x8, x0
	str     w1, [sp, #128]
	ldp     x1, x28, [sp, #48]
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	mov     x13, x24
	str     x8, [sp, #88]
	str     x8, [sp, #104]
	str     x8, [sp, #120]
.L72:
	and     w8, w27, #0x10
	orr     w8, w9, w8
	cbnz    w8, .L75
	mov     x27, x0
	mov     x0, x12
	str     x13, [sp, #56]
	mov     x24, x12
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #40]
	tst     w8, #0xf0
	mov     w8, w0
	b.ne    .L73
	cbz     w8, .L73
	ldp     w14, w7, [x29, #-8]
	ldr     x13, [sp, #56]
	mov     w5, #0x79b9
	mov     x12, x24
	mov     x0, x27
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w9, #0x10
	mov     w6, #0x2
	str     x24, [sp, #144]
	b       .L74
.L73:
	ldp     w14, w7, [x29, #-8]
	ldr     x13, [sp, #56]
	mov     w5, #0x79b9
	mov     x0, x27
	mov     x12, x24
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w9, #0x10
	mov     w6, #0x2
	tbz     w8, #0, .L75
.L74:
	ldset   w9, w8, [x19]
.L75:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L76
	cmp     w8, #0x1
	b.ne    .L77
	stp     w14, w7, [x29, #-8]
	mov     x27, x12
	mov     x24, x0
	str     x13, [sp, #56]
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w2, [sp, #128]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	b.ne    .L78
	ldp     w14, w7, [x29, #-8]
	ldr     x13, [sp, #56]
	mov     w5, #0x79b9
	strb    wzr, [sp, #181]
	mov     x0, x24
	mov     x12, x27
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	mov     w3, #0x4
	mov     w4, #0xffffffff
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	b       .L82
.L76:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x27, x12
	mov     x24, x13
	stp     w14, w7, [x29, #-8]
	bl      <std::thread::functions::sleep>
	ldp     w14, w7, [x29, #-8]
	mov     w5, #0x79b9
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	mov     x13, x24
	mov     x12, x27
	b       .L82
.L77:
	ldrb    w8, [sp, #176]
	tbz     w8, #0, .L79
	mov     w8, #0x3ff
	b       .L80
.L78:
	mov     w8, w1
	ldr     x1, [sp, #120]
	str     x0, [sp, #64]
	stur    x0, [x29, #-40]
	sub     x0, x29, #0x28
	str     w8, [sp, #48]
	stur    w8, [x29, #-32]
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w11, #0x3e7
	ldr     x13, [sp, #56]
	movk    w9, #0x3b9a, lsl #16
	mov     w5, #0x79b9
	mov     x12, x27
	mul     x8, x0, x9
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	ldp     w14, w7, [x29, #-8]
	umulh   x9, x0, x9
	mov     x0, x24
	mov     w17, #0xffffffe9
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
	ngcs    xzr, x9
	cset    w8, cc
	strb    w8, [sp, #181]
	tbnz    w10, #0, .L82
	ldr     x8, [sp, #64]
	str     x8, [x13]
	ldr     w8, [sp, #48]
	str     w8, [x13, #8]
	b       .L82
.L79:
	ldr     w8, [sp, #160]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w3, cc
	lsl     w8, w4, w8
	mvn     w8, w8
.L80:
	ldr     w9, [sp, #164]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #164]
	cinc    w8, w8, eq
	cbz     w8, .L83
.L81:
	subs    w8, w8, #0x1
	isb
	b.ne    .L81
.L82:
	ldr     x9, [sp, #144]
.L83:
	cbnz    x9, .L86
.L84:
	ldr     w27, [x19]
	mov     w11, #0x1
	b       .L11
.L85:
	ldr     x12, [sp, #64]
	ldur    w14, [x29, #-8]
	cmp     w1, w9
	add     x15, sp, #0x50
	mov     w16, #0xffffffe7
	mov     w17, #0xffffffe9
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	b.cc    .L56
	str     w23, [sp, #80]
	tbz     w11, #0, .L65
	b       .L75
.L86:
	add     x0, sp, #0x50
	mov     x27, x12
	str     x13, [sp, #56]
	mov     w24, w14
	stur    w7, [x29, #-4]
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	ldur    w7, [x29, #-4]
	mov     w5, #0x79b9
	ldr     x13, [sp, #56]
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	mov     w4, #0xffffffff
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	mov     w14, w24
	mov     x12, x27
	b       .L84
.L87:
	stp     x13, x12, [sp, #56]
	mov     w24, w14
	str     x1, [sp, #48]
	str     w9, [sp, #44]
	bl      <hintlock::spin::policy::now_ns>
	ldr     x12, [sp, #64]
	ldp     x1, x13, [sp, #48]
	ldur    w7, [x29, #-4]
	mov     x8, x0
	mov     w10, #0xf080
	ldr     x9, [x12, #8]
	movk    w10, #0x2fa, lsl #16
	mov     w5, #0x79b9
	ldr     x0, [sp, #72]
	mov     w6, #0x2
	movk    w5, #0x9e37, lsl #16
	subs    x8, x8, x9
	ldr     w9, [sp, #44]
	mov     w4, #0xffffffff
	csel    x8, xzr, x8, cc
	mov     w3, #0x4
	mov     w2, #0x11
	mov     w18, #0xffffffe1
	mov     w17, #0xffffffe9
	mov     w16, #0xffffffe7
	add     x15, sp, #0x50
	mov     w14, w24
	cmp     x8, x10
	b.cc    .L66
	and     x1, x1, #0xffffffffffffffe3
	str     x1, [x12]
	b       .L66
.L88:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L67
	b       .L94
.L89:
	orr     w14, w14, w8
	mov     w21, #0x1
	tbnz    w24, #2, .L10
	mov     w8, #0xca00
	mov     w21, w14
	mov     x26, x13
	movk    w8, #0x3b9a, lsl #16
	mov     x22, x12
	mov     x20, x0
	cmp     w7, w8
	b.ne    .L90
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #32]
	mov     w7, w1
.L90:
	mov     x0, x19
	mov     w14, w21
	tst     w21, #0x1
	mov     w21, #0x1
	mov     w8, #0x62
	movi    v0.2d, #0x0
	mov     x3, xzr
	mov     x4, xzr
	mov     w2, w24
	cinc    x5, x21, ne
	mov     w1, #0x89
	svc     #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #80]
	mov     w5, #0x79b9
	movk    w8, #0x3b9a, lsl #16
	mov     x0, x20
	mov     x12, x22
	str     w8, [sp, #96]
	mov     x13, x26
	add     x15, sp, #0x50
	str     w8, [sp, #112]
	mov     w10, #0xffffffef
	mov     w16, #0xffffffe7
	str     w8, [sp, #128]
	add     x8, sp, #0x50
	mov     w17, #0xffffffe9
	stur    q0, [x8, #56]
	mov     w18, #0xffffffe1
	mov     w2, #0x11
	stur    q0, [x8, #72]
	mov     w3, #0x4
	mov     w4, #0xffffffff
	stur    q0, [x8, #87]
	movk    w5, #0x9e37, lsl #16
	mov     w6, #0x2
	ldr     w24, [x19]
	b       .L10
.L91:
	ldp     x20, x19, [sp, #320]
	ldr     d8, [sp, #224]
	ldp     x22, x21, [sp, #304]
	ldp     x24, x23, [sp, #288]
	ldp     x26, x25, [sp, #272]
	ldp     x28, x27, [sp, #256]
	ldp     x29, x30, [sp, #240]
	add     sp, sp, #0x150
	ret
.L92:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L3
	b       .L94
.L93:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L4
.L94:
	adrp    x2, <PAGE>
	add     x2, x2, #:lo12:
	adrp    x5, <PAGE>
	add     x5, x5, #:lo12:
	sub     x1, x29, #0x38
	mov     w0, wzr
	mov     x3, xzr
	bl      <core::panicking::assert_failed::<i32, i32>>
