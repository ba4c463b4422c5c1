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
	tbnz    w1, #4, .L2
	tbnz    w1, #3, .L3
.L0:
	mov     w8, #0xa
.L1:
	cmp     w1, #0x20
	b.cc    .L5
	and     w9, w1, w8
	cbnz    w9, .L5
	orr     w9, w1, #0x2
	mov     w10, w1
	cas     w10, w9, [x0]
	cmp     w10, w1
	mov     w1, w10
	b.ne    .L1
	mov     w3, #0x1
	b       .L4
.L2:
	mov     x19, x0
	mov     w20, w1
	bl      <hintlock::spin::policy::released>
	mov     w1, w20
	mov     x0, x19
	tbz     w20, #3, .L0
.L3:
	mov     w3, #0x2
.L4:
	mov     w1, #0x1
	mov     w2, #0x80
	mov     x19, x0
	bl      <hintlock::futex::linux::wake>
	movz    x8, #0x0, lsl #16
	movk    x8, #0x68
	mrs     x9, tpidr_el0
	str     x19, [x9, x8]
.L5:
	ldp     x20, x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	stp     x29, x30, [sp, #-32]!
	str     x19, [sp, #16]
	mov     x29, sp
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
	mov     x19, x0
	bl      <hintlock::futex::linux::wake>
	movz    x8, #0x0, lsl #16
	movk    x8, #0x68
	mrs     x9, tpidr_el0
	str     x19, [x9, x8]
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L1:
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.ne    .L2
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L2:
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	sub     sp, sp, #0x160
	str     d8, [sp, #240]
	stp     x29, x30, [sp, #256]
	stp     x28, x27, [sp, #272]
	stp     x26, x25, [sp, #288]
	stp     x24, x23, [sp, #304]
	stp     x22, x21, [sp, #320]
	stp     x20, x19, [sp, #336]
	add     x29, sp, #0x100
	mov     x21, #0x7c15
	mov     w8, #0xca00
	mov     w20, w1
	movk    x21, #0x7f4a, lsl #16
	movk    w8, #0x3b9a, lsl #16
	mov     x19, x0
	movk    x21, #0x79b9, lsl #32
	stp     xzr, xzr, [sp, #136]
	stp     xzr, xzr, [sp, #152]
	movk    x21, #0x9e37, lsl #48
	stur    wzr, [sp, #187]
	str     wzr, [sp, #184]
	str     wzr, [sp, #80]
	str     w8, [sp, #96]
	str     w8, [sp, #112]
	str     w8, [sp, #128]
	sturh   wzr, [sp, #191]
	stp     xzr, xzr, [sp, #168]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x68
	nop
	nop
	mrs     x22, tpidr_el0
	adrp    x23, <PAGE>
	ldr     x8, [x22, x0]
	str     xzr, [x22, x0]
	cmp     x8, x19
	cset    w8, eq
	strb    w8, [sp, #189]
	ldr     w25, [x19]
	ldr     x23, [x23, #:lo12:]
	tbz     w20, #0, .L2
	cmp     w25, #0x1f
	b.ls    .L0
	mov     w8, wzr
	b       .L1
.L0:
	mul     x8, x19, x21
	mov     w9, #0x11
	lsr     x8, x8, #52
	and     x8, x8, #0xfc0
	ldr     x8, [x23, x8]
	tst     x8, x9
	cset    w8, eq
.L1:
	mov     w9, #0x1
	strb    w8, [sp, #192]
	strb    w9, [sp, #186]
.L2:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x78
	nop
	nop
	add     x9, x22, x0
	ldp     x8, x24, [x9]
	stp     xzr, xzr, [x9]
	tbz     w25, #4, .L8
	cmp     x8, x19
	b.ne    .L8
	adrp    x28, <PAGE>
	ldr     x28, [x28, #:lo12:]
	ldr     x8, [x28]
	cbz     x8, .L92
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L94
.L3:
	ldp     x27, x26, [x29, #-40]
	ldr     x8, [x28]
	cbz     x8, .L93
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L94
.L4:
	bic     x8, x27, x27, asr #63
	mov     w10, #0xca00
	bic     x11, x26, x26, asr #63
	movk    w10, #0x3b9a, lsl #16
	madd    x8, x8, x10, x11
	ldp     x9, x11, [x29, #-40]
	bic     x9, x9, x9, asr #63
	bic     x11, x11, x11, asr #63
	madd    x9, x9, x10, x11
	adrp    x10, <PAGE>
	ldr     x10, [x10, #:lo12:]
	ldr     x11, [x10]
	subs    x9, x9, x8
	csel    x9, xzr, x9, cc
	cmp     x9, x11
	b.cs    .L5
	ldumin  x9, x9, [x10]
.L5:
	mul     x9, x19, x21
	ldr     x11, [x10]
	and     x12, x24, #0x7ffffffffffffff
	lsr     x9, x9, #58
	add     x9, x23, x9, lsl #6
	ldr     x10, [x9]
	cmp     x12, x10, lsr #5
	b.cc    .L8
	subs    x12, x8, x24
	csel    x12, xzr, x12, cc
	subs    x13, x12, x11
	csel    x13, xzr, x13, cc
	cmn     x11, #0x1
	csel    x11, x12, x13, eq
	cmp     x11, #0x3c
	b.cs    .L6
	mov     w11, #0x1
	b       .L7
.L6:
	mov     w11, #0x2
	tbnz    w10, #1, .L7
	bfxil   x11, x10, #0, #1
.L7:
	and     x10, x10, #0x1c
	orr     x8, x10, x8, lsl #5
	orr     x8, x11, x8
	str     x8, [x9]
.L8:
	tbnz    w20, #0, .L9
	tbz     w25, #0, .L9
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L9
	mul     x8, x19, x21
	mov     w9, #0x11
	lsr     x8, x8, #52
	and     x8, x8, #0xfc0
	ldr     x8, [x23, x8]
	tst     x8, x9
	b.ne    .L9
	isb
	ldr     w25, [x19]
	tbz     w25, #0, .L9
	isb
	ldr     w25, [x19]
	tbz     w25, #0, .L9
	isb
	ldr     w25, [x19]
.L9:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x88
	nop
	nop
	mul     x8, x19, x21
	add     x26, x22, x0
	lsr     x8, x8, #58
	add     x8, x23, x8, lsl #6
	str     x8, [sp, #72]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x10
	nop
	nop
	add     x8, x22, x0
	str     x8, [sp, #40]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x70
	nop
	nop
	adrp    x8, <PAGE>
	str     x0, [sp, #48]
	mov     w20, wzr
	ldr     d8, [x8, #:lo12:]
	stur    wzr, [x29, #-4]
	mov     w21, wzr
	mov     w8, #0xca00
	mov     w24, #0xffffffe9
	mov     w28, #0xffffffe1
	movk    w8, #0x3b9a, lsl #16
	mov     w27, #0x1
	str     w8, [sp, #60]
.L10:
	tst     w20, #0x1
	mov     w8, #0xffffffef
	mov     w9, #0xffffffe7
	csel    w23, w9, w8, ne
	mov     w10, w20
	str     wzr, [sp, #64]
	csel    w20, w28, w24, ne
	and     w28, w23, #0xfffffffd
	mov     w24, w25
	stur    w10, [x29, #-8]
.L11:
	tbz     w10, #0, .L27
.L12:
	tbnz    w24, #0, .L26
	tbz     w21, #0, .L17
.L13:
	ldrb    w8, [sp, #187]
	strb    w27, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L14
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L14:
	sub     w8, w24, #0x1f
	mov     w25, w24
	and     w8, w8, w28
	casa    w25, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L16
.L15:
	cmp     w25, w24
	b.eq    .L89
	mov     w24, w25
	tbz     w25, #0, .L13
	b       .L21
.L16:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L15
.L17:
	ldrb    w8, [sp, #187]
	strb    w27, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L18
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L18:
	orr     w8, w24, #0x1
	mov     w25, w24
	and     w8, w8, w23
	casa    w25, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L20
.L19:
	cmp     w25, w24
	b.eq    .L89
	mov     w24, w25
	tbz     w25, #0, .L17
	b       .L23
.L20:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L19
.L21:
	cmp     w25, #0x1f
	b.ls    .L24
.L22:
	mov     w8, wzr
	b       .L25
.L23:
	cmp     w25, #0x1f
	b.hi    .L22
.L24:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
.L25:
	mov     w24, w25
	strb    w27, [sp, #186]
	strb    w8, [sp, #192]
.L26:
	and     w8, w24, #0x4
	and     w8, w21, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L41
	and     w8, w24, #0xfffffff9
	mov     w9, w24
	mov     w21, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w20
	casa    w9, w8, [x19]
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L12
	b       .L89
.L27:
	mov     w25, w24
.L28:
	tbnz    w25, #0, .L37
	tbz     w21, #0, .L33
.L29:
	tbnz    w25, #3, .L37
	ldrb    w8, [sp, #187]
	strb    w27, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L30
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L30:
	sub     w8, w25, #0x1f
	mov     w24, w25
	and     w8, w8, w28
	casa    w24, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L32
.L31:
	cmp     w24, w25
	b.eq    .L89
	mov     w25, w24
	tbz     w24, #0, .L29
	b       .L39
.L32:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L31
.L33:
	tbnz    w25, #3, .L37
	ldrb    w8, [sp, #187]
	strb    w27, [sp, #185]
	str     wzr, [sp, #176]
	strb    wzr, [sp, #187]
	tbz     w8, #0, .L34
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L34:
	orr     w8, w25, #0x1
	mov     w24, w25
	and     w8, w8, w23
	casa    w24, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L36
.L35:
	cmp     w24, w25
	b.eq    .L89
	mov     w25, w24
	tbz     w24, #0, .L33
	b       .L39
.L36:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L35
.L37:
	mov     w24, w25
	and     w8, w25, #0x4
	and     w8, w21, w8, lsr #2
	tbz     w8, #0, .L41
.L38:
	and     w8, w24, #0xfffffff9
	mov     w25, w24
	mov     w21, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w20
	casa    w25, w8, [x19]
	cmp     w25, w24
	b.ne    .L28
	b       .L89
.L39:
	cmp     w24, #0x1f
	b.ls    .L40
	strb    w27, [sp, #186]
	strb    wzr, [sp, #192]
	and     w8, w24, #0x4
	and     w8, w21, w8, lsr #2
	tbnz    w8, #0, .L38
	b       .L41
.L40:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
	strb    w27, [sp, #186]
	strb    w8, [sp, #192]
	and     w8, w24, #0x4
	and     w8, w21, w8, lsr #2
	tbnz    w8, #0, .L38
.L41:
	ldr     w25, [sp, #168]
	cbnz    w25, .L42
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L43
.L42:
	ldr     w9, [sp, #176]
	ldrb    w10, [sp, #190]
	add     w8, w25, #0x1
	str     w8, [sp, #168]
	adds    w9, w9, #0x1
	csinv   w25, w9, wzr, cc
	str     w25, [sp, #176]
	tbz     w10, #0, .L46
.L43:
	ldur    w10, [x29, #-8]
	and     w8, w24, #0x8
	and     w9, w24, #0xfffffffd
	tst     w21, #0x1
	orr     w8, w10, w8, lsr #3
	add     w10, w9, #0x20
	csel    w25, w9, w10, ne
	tbnz    w8, #0, .L44
	mov     w8, #0xca00
	ldr     w9, [sp, #60]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L47
.L44:
	mov     w8, wzr
.L45:
	ldur    w10, [x29, #-8]
	cmp     w25, w24
	b.eq    .L86
	str     wzr, [sp, #64]
	mov     w9, w24
	cas     w9, w25, [x19]
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L11
	b       .L86
.L46:
	ldr     w9, [sp, #80]
	cbz     w9, .L48
	cmp     w9, #0x1
	b.ne    .L50
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L43
	ldrb    w8, [sp, #192]
	cmp     w8, #0x1
	b.ne    .L52
	ldr     w8, [sp, #180]
	cmp     w8, #0x3
	b.cs    .L52
	add     w8, w8, #0x1
	strb    wzr, [sp, #186]
	str     w8, [sp, #180]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	strb    wzr, [sp, #192]
	str     w8, [sp, #112]
	str     w8, [sp, #96]
	str     wzr, [sp, #80]
	b       .L61
.L47:
	ldr     x8, [sp, #8]
	stur    w9, [x29, #-32]
	stur    x8, [x29, #-40]
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L51
	orr     w25, w25, #0x8
	mov     w8, #0x1
	b       .L45
.L48:
	ldrb    w10, [sp, #186]
	ldrb    w9, [sp, #184]
	tst     w8, #0x3
	stp     w9, w10, [sp, #16]
	b.eq    .L49
	ldr     w8, [sp, #20]
	tbnz    w8, #0, .L49
	ldr     w8, [sp, #16]
	tbz     w8, #0, .L61
.L49:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #24]
	str     w1, [sp, #36]
	ldr     w10, [sp, #96]
	mov     w8, #0xca00
	ldr     x9, [sp, #24]
	movk    w8, #0x3b9a, lsl #16
	cmp     w10, w8
	ldr     w8, [sp, #36]
	stur    x9, [x29, #-56]
	stur    w8, [x29, #-48]
	b.ne    .L53
	mov     w10, w8
	mov     x1, x9
	str     x9, [sp, #88]
	str     w8, [sp, #96]
	b       .L54
.L50:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L43
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #80]
	b       .L61
.L51:
	lsr     w8, w24, #5
	mov     w9, #0x8
	mov     w10, #0xa120
	movk    w10, #0x7, lsl #16
	cmp     w8, #0x8
	csel    w9, w8, w9, cc
	cmp     w8, #0x0
	mul     w9, w9, w10
	csel    w8, w10, w9, eq
	orr     w9, w25, #0x8
	cmp     w1, w8
	cset    w8, cs
	csel    w25, w9, w25, cs
	b       .L45
.L52:
	str     d8, [sp, #80]
	b       .L61
.L53:
	ldr     x1, [sp, #88]
.L54:
	ldr     w2, [sp, #112]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	b.ne    .L55
	ldr     x8, [sp, #24]
	str     x8, [sp, #104]
	ldr     w8, [sp, #36]
	mov     w2, w8
	str     w8, [sp, #112]
.L55:
	ldr     x8, [sp, #24]
	ldr     w9, [sp, #36]
	str     x8, [sp, #120]
	ldrb    w8, [sp, #185]
	str     w9, [sp, #128]
	strb    wzr, [sp, #185]
	tbz     w8, #0, .L56
	ldr     x8, [sp, #24]
	str     x8, [sp, #104]
	ldr     w8, [sp, #36]
	mov     w2, w8
	str     w8, [sp, #112]
.L56:
	cmp     w25, #0x7
	b.ls    .L58
	ldrb    w8, [sp, #188]
	tbnz    w8, #0, .L57
	str     x1, [sp]
	ldr     x1, [sp, #104]
	mov     w25, w10
	sub     x0, x29, #0x38
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, w25
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	ldr     x1, [sp]
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	b.cc    .L58
.L57:
	ldr     w8, [sp, #16]
	tbnz    w8, #0, .L43
	ldrb    w8, [sp, #187]
	tbnz    w8, #0, .L43
	ldr     x8, [sp, #136]
	str     wzr, [x26, #8]
	str     x8, [x26]
	b       .L43
.L58:
	ldr     w8, [sp, #20]
	tbnz    w8, #0, .L59
	sub     x0, x29, #0x38
	mov     w2, w10
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L61
.L59:
	ldr     x8, [sp, #40]
	ldr     w2, [x8, #8]
	ldr     x1, [x8]
	ldr     x8, [sp, #24]
	stur    x8, [x29, #-40]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	ldr     w8, [sp, #36]
	stur    w8, [x29, #-32]
	b.eq    .L60
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::duration_since>
	cbnz    x0, .L60
	mov     w8, #0x49f0
	movk    w8, #0x2, lsl #16
	cmp     w1, w8
	b.cc    .L43
.L60:
	str     w27, [sp, #80]
.L61:
	ldr     w8, [sp, #64]
	tbnz    w8, #0, .L74
	ldr     x8, [sp, #72]
	ldr     x11, [x8]
	ldr     x9, [sp, #48]
	ldr     w8, [x22, x9]
	str     x11, [sp, #64]
	add     w10, w8, #0x1
	mov     w8, #0x79b9
	str     w10, [x22, x9]
	movk    w8, #0x9e37, lsl #16
	add     x9, sp, #0x50
	str     w10, [sp, #24]
	mul     w8, w10, w8
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #172]
	and     w8, w10, #0xf
	str     w8, [sp, #36]
	tbz     w11, #4, .L62
	cbz     w8, .L85
.L62:
	ldr     x9, [sp, #64]
	mov     w8, #0x11
	tst     x9, x8
	b.eq    .L66
	ldr     x8, [sp, #72]
	ldr     x25, [x8, #16]
	cbz     x25, .L64
	bl      <hintlock::spin::policy::now_ns>
	subs    x8, x0, x25
	mov     w9, #0x4b3f
	csel    x8, xzr, x8, cc
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	cset    w9, hi
	strb    w9, [sp, #184]
	ldr     x9, [sp, #64]
	tbnz    w9, #0, .L63
	mov     w9, #0x4b3f
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.hi    .L65
.L63:
	mov     w9, #0x4b3f
	str     x19, [sp, #136]
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.ls    .L67
	b       .L70
.L64:
	ldr     x8, [sp, #64]
	strb    w27, [sp, #184]
	tbnz    w8, #0, .L69
.L65:
	ldr     x10, [sp, #72]
	lsr     w9, w24, #5
	add     x8, x10, #0x18
	ldadd   x27, x8, [x8]
	str     x10, [sp, #160]
	add     x8, x8, #0x1
	adds    x8, x8, x9
	csinv   x1, x8, xzr, cc
	mov     x0, x19
	bl      <hintlock::spin::policy::loser_starts_waiting>
	tbz     w0, #0, .L68
.L66:
	strb    wzr, [sp, #184]
	str     x19, [sp, #136]
.L67:
	ldr     x8, [x26]
	cmp     x8, x19
	b.ne    .L71
	ldrb    w8, [sp, #189]
	ldr     w9, [x26, #8]
	mov     w10, #0x3
	mov     w11, #0xf
	strb    w27, [sp, #187]
	cmp     w8, #0x0
	add     w9, w9, #0x1
	csel    w10, w11, w10, ne
	str     w9, [x26, #8]
	tst     w9, w10
	cset    w9, ne
	csel    w8, wzr, w8, eq
	strb    w9, [sp, #188]
	strb    w8, [sp, #190]
	b       .L71
.L68:
	ldrb    w8, [sp, #184]
	str     x19, [sp, #136]
	tbz     w8, #0, .L67
	b       .L70
.L69:
	str     x19, [sp, #136]
.L70:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #88]
	str     w1, [sp, #96]
	str     x0, [sp, #104]
	str     w1, [sp, #112]
	str     x0, [sp, #120]
	str     w1, [sp, #128]
.L71:
	ldr     w9, [sp, #36]
	and     w8, w24, #0x10
	orr     w8, w9, w8
	cbnz    w8, .L74
	ldp     x1, x0, [sp, #64]
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #24]
	tst     w8, #0xf0
	eor     w8, w0, #0x1
	csinc   w8, w8, wzr, eq
	tbnz    w8, #0, .L72
	ldr     x8, [sp, #72]
	str     x8, [sp, #144]
	b       .L73
.L72:
	cbz     w0, .L74
.L73:
	mov     w8, #0x10
	ldset   w8, w8, [x19]
.L74:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L75
	cmp     w8, #0x1
	b.ne    .L76
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w2, [sp, #128]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	b.ne    .L80
	strb    wzr, [sp, #191]
	b       .L81
.L75:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
	b       .L81
.L76:
	ldrb    w8, [sp, #184]
	tbz     w8, #0, .L77
	mov     w8, #0x3ff
	b       .L78
.L77:
	ldr     w8, [sp, #168]
	mov     w9, #0x4
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	mov     w9, #0xffffffff
	lsl     w8, w9, w8
	mvn     w8, w8
.L78:
	ldr     w9, [sp, #172]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #172]
	cinc    w8, w8, eq
	cbz     w8, .L82
.L79:
	subs    w8, w8, #0x1
	isb
	b.ne    .L79
	b       .L81
.L80:
	mov     w25, w1
	ldr     x1, [sp, #120]
	mov     x24, x0
	stur    x0, [x29, #-40]
	stur    w25, [x29, #-32]
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w11, #0x3e7
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0x3e8
	sbcs    xzr, x9, xzr
	cset    w10, cc
	cmp     x11, x8
	ngcs    xzr, x9
	cset    w8, cc
	strb    w8, [sp, #191]
	tbnz    w10, #0, .L81
	ldr     x8, [sp, #40]
	str     x24, [x8]
	str     w25, [x8, #8]
.L81:
	ldr     x9, [sp, #144]
.L82:
	cbnz    x9, .L84
.L83:
	ldr     w24, [x19]
	ldur    w10, [x29, #-8]
	mov     w8, #0x1
	str     w8, [sp, #64]
	b       .L11
.L84:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	b       .L83
.L85:
	bl      <hintlock::spin::policy::now_ns>
	ldr     x8, [sp, #72]
	mov     w9, #0xf080
	movk    w9, #0x2fa, lsl #16
	ldr     x8, [x8, #8]
	subs    x8, x0, x8
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	b.cc    .L62
	ldp     x9, x8, [sp, #64]
	and     x9, x9, #0xffffffffffffffe3
	str     x9, [sp, #64]
	str     x9, [x8]
	b       .L62
.L86:
	orr     w20, w10, w8
	mov     w21, #0x1
	mov     w24, #0xffffffe9
	mov     w28, #0xffffffe1
	tbnz    w25, #2, .L10
	mov     w8, #0xca00
	ldr     w1, [sp, #60]
	movk    w8, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ne    .L87
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
.L87:
	str     w1, [sp, #60]
	tst     w20, #0x1
	mov     x0, x19
	mov     w2, w25
	cinc    x5, x27, ne
	mov     w8, #0x62
	mov     w1, #0x89
	mov     x3, xzr
	mov     x4, xzr
	svc     #0x0
	ldr     x9, [sp, #160]
	cmp     x9, #0x0
	cset    w8, ne
	cbz     x9, .L88
	add     x9, x9, #0x18
	mov     x10, #0xffffffffffffffff
	ldadd   x10, x9, [x9]
.L88:
	movi    v0.2d, #0x0
	mov     w9, #0xca00
	str     wzr, [sp, #80]
	movk    w9, #0x3b9a, lsl #16
	str     w9, [sp, #96]
	str     w9, [sp, #112]
	str     w9, [sp, #128]
	add     x9, sp, #0x50
	stur    q0, [x9, #56]
	stur    q0, [x9, #72]
	stur    q0, [x9, #88]
	stur    q0, [x9, #97]
	ldr     w25, [x19]
	ldur    w9, [x29, #-4]
	orr     w9, w9, w8
	stur    w9, [x29, #-4]
	b       .L10
.L89:
	ldr     x8, [sp, #160]
	ldur    w9, [x29, #-4]
	cmp     x8, #0x0
	cset    w8, ne
	orr     w8, w9, w8
	tbnz    w8, #0, .L91
.L90:
	ldp     x20, x19, [sp, #336]
	ldr     d8, [sp, #240]
	ldp     x22, x21, [sp, #320]
	ldp     x24, x23, [sp, #304]
	ldp     x26, x25, [sp, #288]
	ldp     x28, x27, [sp, #272]
	ldp     x29, x30, [sp, #256]
	add     sp, sp, #0x160
	ret
.L91:
	mov     x0, x19
	mov     w1, #0x1
	bl      <hintlock::spin::policy::wait_ended>
	ldr     x8, [sp, #160]
	cbz     x8, .L90
	add     x8, x8, #0x18
	mov     x9, #0xffffffffffffffff
	ldadd   x9, x8, [x8]
	b       .L90
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
	sub     x1, x29, #0x38
	adrp    x2, <PAGE>
	add     x2, x2, #:lo12:
	adrp    x5, <PAGE>
	add     x5, x5, #:lo12:
	mov     w0, wzr
	mov     x3, xzr
	bl      <core::panicking::assert_failed::<i32, i32>>
	brk     #0x1
	b       .L95
	b       .L95
	b       .L95
	b       .L95
	b       .L95
	b       .L95
	b       .L95
.L95:
	ldr     x8, [sp, #160]
	cbz     x8, .L96
	add     x8, x8, #0x18
	mov     x9, #0xffffffffffffffff
	ldadd   x9, x8, [x8]
.L96:
	bl      <_Unwind_Resume@plt>
