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
	tbnz    w1, #4, .L2
	tbnz    w20, #3, .L3
.L0:
	mov     w21, #0xa
.L1:
	cmp     w20, #0x20
	b.cc    .L5
	and     w8, w20, w21
	cbnz    w8, .L5
	orr     w1, w20, #0x2
	mov     w0, w20
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w20
	mov     w20, w0
	b.ne    .L1
	mov     w3, #0x1
	b       .L4
.L2:
	mov     x0, x19
	bl      <hintlock::spin::policy::released>
	tbz     w20, #3, .L0
.L3:
	mov     w3, #0x2
.L4:
	mov     x0, x19
	mov     w1, #0x1
	mov     w2, #0x80
	bl      <hintlock::futex::linux::wake>
	movz    x8, #0x0, lsl #16
	movk    x8, #0x68
	mrs     x9, tpidr_el0
	str     x19, [x9, x8]
.L5:
	ldp     x20, x19, [sp, #32]
	ldr     x21, [sp, #16]
	ldp     x29, x30, [sp], #48
	ret

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	stp     x29, x30, [sp, #-32]!
	str     x19, [sp, #16]
	mov     x29, sp
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
	mov     x19, x0
	bl      <hintlock::futex::linux::wake>
	movz    x8, #0x0, lsl #16
	movk    x8, #0x68
	mrs     x9, tpidr_el0
	str     x19, [x9, x8]
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L4:
	mov     w8, #0x1
.L5:
	ldxr    w9, [x0]
	sub     w10, w9, w8
	stlxr   w11, w10, [x0]
	cbnz    w11, .L5
	subs    w1, w9, #0x1
	b.ne    .L6
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L6:
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
	mov     w9, #0xca00
	mov     w8, w1
	movk    x21, #0x7f4a, lsl #16
	movk    w9, #0x3b9a, lsl #16
	mov     x19, x0
	movk    x21, #0x79b9, lsl #32
	stp     xzr, xzr, [sp, #136]
	stp     xzr, xzr, [sp, #152]
	movk    x21, #0x9e37, lsl #48
	stur    wzr, [sp, #187]
	str     wzr, [sp, #184]
	str     wzr, [sp, #80]
	str     w9, [sp, #96]
	str     w9, [sp, #112]
	str     w9, [sp, #128]
	sturh   wzr, [sp, #191]
	stp     xzr, xzr, [sp, #168]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x68
	nop
	nop
	mrs     x28, tpidr_el0
	adrp    x20, <PAGE>
	ldr     x9, [x28, x0]
	str     xzr, [x28, x0]
	cmp     x9, x19
	cset    w9, eq
	strb    w9, [sp, #189]
	ldr     w25, [x19]
	ldr     x20, [x20, #:lo12:]
	tbz     w8, #0, .L2
	cmp     w25, #0x1f
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
	strb    w8, [sp, #192]
	strb    w9, [sp, #186]
.L2:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x78
	nop
	nop
	add     x9, x28, x0
	ldp     x8, x22, [x9]
	stp     xzr, xzr, [x9]
	tbz     w25, #4, .L7
	cmp     x8, x19
	b.ne    .L7
	adrp    x26, <PAGE>
	ldr     x26, [x26, #:lo12:]
	ldr     x8, [x26]
	cbz     x8, .L113
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L115
.L3:
	ldp     x24, x23, [x29, #-40]
	ldr     x8, [x26]
	cbz     x8, .L114
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L115
.L4:
	bic     x8, x24, x24, asr #63
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
	b.cs    .L6
.L5:
	ldxr    x11, [x9]
	cmp     x11, x10
	csel    x11, x11, x10, ls
	stxr    w12, x11, [x9]
	cbnz    w12, .L5
.L6:
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
	b.cs    .L8
	mov     w12, #0x1
	b       .L9
.L7:
	mul     x8, x19, x21
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
	movk    x0, #0x88
	nop
	nop
	add     x8, x20, x9, lsl #6
	add     x26, x28, x0
	str     x8, [sp, #72]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x10
	nop
	nop
	add     x8, x28, x0
	str     x8, [sp, #32]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x70
	nop
	nop
	adrp    x8, <PAGE>
	str     x0, [sp, #40]
	mov     w21, wzr
	ldr     d8, [x8, #:lo12:]
	stur    wzr, [x29, #-8]
	mov     w20, wzr
	mov     w8, #0xca00
	mov     w24, #0xffffffe9
	mov     w27, #0xffffffe1
	movk    w8, #0x3b9a, lsl #16
	mov     w23, #0x1
	str     w8, [sp, #52]
.L11:
	tst     w21, #0x1
	mov     w8, #0xffffffef
	mov     w9, #0xffffffe7
	csel    w22, w9, w8, ne
	csel    w8, w27, w24, ne
	str     wzr, [sp, #56]
	stur    w8, [x29, #-4]
	and     w27, w22, #0xfffffffd
	mov     w24, w25
	str     w21, [sp, #68]
.L12:
	tbz     w21, #0, .L37
	ldur    w21, [x29, #-4]
.L13:
	tbnz    w24, #0, .L33
	tbz     w20, #0, .L21
.L14:
	ldrb    w8, [sp, #187]
	strb    w23, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L15
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L15:
	sub     w8, w24, #0x1f
	and     w8, w8, w27
.L16:
	ldaxr   w25, [x19]
	cmp     w25, w24
	b.ne    .L17
	stxr    w9, w8, [x19]
	cbnz    w9, .L16
	b       .L18
.L17:
	clrex
.L18:
	ldr     x8, [sp, #144]
	cbnz    x8, .L20
.L19:
	cmp     w25, w24
	b.eq    .L110
	mov     w24, w25
	tbz     w25, #0, .L14
	b       .L28
.L20:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L19
.L21:
	ldrb    w8, [sp, #187]
	strb    w23, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L22
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L22:
	orr     w8, w24, #0x1
	and     w8, w8, w22
.L23:
	ldaxr   w25, [x19]
	cmp     w25, w24
	b.ne    .L24
	stxr    w9, w8, [x19]
	cbnz    w9, .L23
	b       .L25
.L24:
	clrex
.L25:
	ldr     x8, [sp, #144]
	cbnz    x8, .L27
.L26:
	cmp     w25, w24
	b.eq    .L110
	mov     w24, w25
	tbz     w25, #0, .L21
	b       .L30
.L27:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L26
.L28:
	cmp     w25, #0x1f
	b.ls    .L31
.L29:
	mov     w8, wzr
	b       .L32
.L30:
	cmp     w25, #0x1f
	b.hi    .L29
.L31:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
.L32:
	mov     w24, w25
	strb    w23, [sp, #186]
	strb    w8, [sp, #192]
.L33:
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L60
	and     w8, w24, #0xfffffff9
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w21
.L34:
	ldaxr   w9, [x19]
	cmp     w9, w24
	b.ne    .L35
	stxr    w10, w8, [x19]
	cbnz    w10, .L34
	b       .L36
.L35:
	clrex
.L36:
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L13
	b       .L110
.L37:
	ldur    w21, [x29, #-4]
	mov     w25, w24
.L38:
	tbnz    w25, #0, .L53
	tbz     w20, #0, .L46
.L39:
	tbnz    w25, #3, .L53
	ldrb    w8, [sp, #187]
	strb    w23, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L40
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L40:
	sub     w8, w25, #0x1f
	and     w8, w8, w27
.L41:
	ldaxr   w24, [x19]
	cmp     w24, w25
	b.ne    .L42
	stxr    w9, w8, [x19]
	cbnz    w9, .L41
	b       .L43
.L42:
	clrex
.L43:
	ldr     x8, [sp, #144]
	cbnz    x8, .L45
.L44:
	cmp     w24, w25
	b.eq    .L110
	mov     w25, w24
	tbz     w24, #0, .L39
	b       .L58
.L45:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L44
.L46:
	tbnz    w25, #3, .L53
	ldrb    w8, [sp, #187]
	strb    w23, [sp, #185]
	str     wzr, [sp, #176]
	strb    wzr, [sp, #187]
	tbz     w8, #0, .L47
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L47:
	orr     w8, w25, #0x1
	and     w8, w8, w22
.L48:
	ldaxr   w24, [x19]
	cmp     w24, w25
	b.ne    .L49
	stxr    w9, w8, [x19]
	cbnz    w9, .L48
	b       .L50
.L49:
	clrex
.L50:
	ldr     x8, [sp, #144]
	cbnz    x8, .L52
.L51:
	cmp     w24, w25
	b.eq    .L110
	mov     w25, w24
	tbz     w24, #0, .L46
	b       .L58
.L52:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L51
.L53:
	mov     w24, w25
	and     w8, w25, #0x4
	and     w8, w20, w8, lsr #2
	tbz     w8, #0, .L60
.L54:
	and     w8, w24, #0xfffffff9
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w21
.L55:
	ldaxr   w25, [x19]
	cmp     w25, w24
	b.ne    .L56
	stxr    w9, w8, [x19]
	cbnz    w9, .L55
	b       .L57
.L56:
	clrex
.L57:
	cmp     w25, w24
	b.ne    .L38
	b       .L110
.L58:
	cmp     w24, #0x1f
	b.ls    .L59
	strb    w23, [sp, #186]
	strb    wzr, [sp, #192]
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L54
	b       .L60
.L59:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
	strb    w23, [sp, #186]
	strb    w8, [sp, #192]
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L54
.L60:
	ldr     w25, [sp, #168]
	cbnz    w25, .L61
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L62
.L61:
	ldr     w9, [sp, #176]
	ldrb    w10, [sp, #190]
	add     w8, w25, #0x1
	str     w8, [sp, #168]
	adds    w9, w9, #0x1
	csinv   w25, w9, wzr, cc
	str     w25, [sp, #176]
	tbz     w10, #0, .L65
.L62:
	ldr     w10, [sp, #68]
	and     w8, w24, #0x8
	and     w9, w24, #0xfffffffd
	tst     w20, #0x1
	orr     w8, w10, w8, lsr #3
	add     w10, w9, #0x20
	csel    w25, w9, w10, ne
	tbnz    w8, #0, .L63
	mov     w8, #0xca00
	ldr     w9, [sp, #52]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L66
.L63:
	str     wzr, [sp, #24]
.L64:
	ldr     w21, [sp, #68]
	cmp     w25, w24
	b.eq    .L107
	mov     w0, w24
	mov     w1, w25
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w24
	mov     w24, w0
	str     wzr, [sp, #56]
	b.ne    .L12
	b       .L107
.L65:
	ldr     w9, [sp, #80]
	cbz     w9, .L67
	cmp     w9, #0x1
	b.ne    .L69
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L62
	ldrb    w8, [sp, #192]
	cmp     w8, #0x1
	b.ne    .L71
	ldr     w8, [sp, #180]
	cmp     w8, #0x3
	b.cs    .L71
	add     w8, w8, #0x1
	strb    wzr, [sp, #186]
	str     w8, [sp, #180]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	strb    wzr, [sp, #192]
	str     w8, [sp, #112]
	str     w8, [sp, #96]
	str     wzr, [sp, #80]
	b       .L82
.L66:
	ldr     x8, [sp, #8]
	stur    w9, [x29, #-32]
	stur    x8, [x29, #-40]
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L70
	mov     w8, #0x1
	orr     w25, w25, #0x8
	str     w8, [sp, #24]
	b       .L64
.L67:
	ldrb    w10, [sp, #186]
	ldrb    w9, [sp, #184]
	tst     w8, #0x3
	stp     w9, w10, [sp, #16]
	b.eq    .L68
	ldr     w8, [sp, #20]
	tbnz    w8, #0, .L68
	ldr     w8, [sp, #16]
	tbz     w8, #0, .L82
.L68:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #24]
	ldr     w10, [sp, #96]
	mov     w8, #0xca00
	ldr     x9, [sp, #24]
	movk    w8, #0x3b9a, lsl #16
	mov     w21, w1
	stur    w1, [x29, #-48]
	cmp     w10, w8
	stur    x9, [x29, #-56]
	b.ne    .L72
	mov     w10, w21
	mov     x1, x9
	str     x9, [sp, #88]
	str     w21, [sp, #96]
	b       .L73
.L69:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L62
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #80]
	b       .L82
.L70:
	lsr     w8, w24, #5
	mov     w9, #0x8
	mov     w10, #0xa120
	movk    w10, #0x7, lsl #16
	cmp     w8, #0x8
	csel    w9, w8, w9, cc
	cmp     w8, #0x0
	mul     w9, w9, w10
	csel    w8, w10, w9, eq
	cmp     w1, w8
	orr     w8, w25, #0x8
	cset    w9, cs
	csel    w25, w8, w25, cs
	str     w9, [sp, #24]
	b       .L64
.L71:
	str     d8, [sp, #80]
	b       .L82
.L72:
	ldr     x1, [sp, #88]
.L73:
	ldr     w2, [sp, #112]
	cmp     w2, w8
	b.ne    .L75
	ldr     x8, [sp, #24]
	mov     w2, w21
	str     w21, [sp, #112]
	str     x8, [sp, #104]
	ldr     x8, [sp, #24]
	str     w21, [sp, #128]
	str     x8, [sp, #120]
	ldrb    w8, [sp, #185]
	strb    wzr, [sp, #185]
	tbnz    w8, #0, .L76
.L74:
	cmp     w25, #0x7
	b.hi    .L77
	b       .L79
.L75:
	ldr     x8, [sp, #24]
	str     w21, [sp, #128]
	str     x8, [sp, #120]
	ldrb    w8, [sp, #185]
	strb    wzr, [sp, #185]
	tbz     w8, #0, .L74
.L76:
	ldr     x8, [sp, #24]
	mov     w2, w21
	str     w21, [sp, #112]
	str     x8, [sp, #104]
	cmp     w25, #0x7
	b.ls    .L79
.L77:
	ldrb    w8, [sp, #188]
	tbnz    w8, #0, .L78
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
	b.cc    .L79
.L78:
	ldr     w8, [sp, #16]
	tbnz    w8, #0, .L62
	ldrb    w8, [sp, #187]
	tbnz    w8, #0, .L62
	ldr     x8, [sp, #136]
	str     wzr, [x26, #8]
	str     x8, [x26]
	b       .L62
.L79:
	ldr     w8, [sp, #20]
	tbnz    w8, #0, .L80
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
	b.cc    .L82
.L80:
	ldp     x8, x9, [sp, #24]
	stur    w21, [x29, #-32]
	ldr     w2, [x9, #8]
	stur    x8, [x29, #-40]
	mov     w8, #0xca00
	ldr     x1, [x9]
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	b.eq    .L81
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::duration_since>
	cbnz    x0, .L81
	mov     w8, #0x49f0
	movk    w8, #0x2, lsl #16
	cmp     w1, w8
	b.cc    .L62
.L81:
	str     w23, [sp, #80]
.L82:
	ldr     w8, [sp, #56]
	tbnz    w8, #0, .L95
	ldr     x8, [sp, #72]
	ldr     x10, [x8]
	ldr     x9, [sp, #40]
	ldr     w8, [x28, x9]
	str     x10, [sp, #56]
	add     w21, w8, #0x1
	mov     w8, #0x79b9
	str     w21, [x28, x9]
	movk    w8, #0x9e37, lsl #16
	add     x9, sp, #0x50
	mul     w8, w21, w8
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #172]
	and     w8, w21, #0xf
	tbz     w10, #4, .L83
	cbz     w8, .L106
.L83:
	ldr     x9, [sp, #56]
	mov     w8, #0x11
	tst     x9, x8
	b.eq    .L87
	ldr     x8, [sp, #72]
	ldr     x25, [x8, #16]
	cbz     x25, .L85
	bl      <hintlock::spin::policy::now_ns>
	subs    x8, x0, x25
	mov     w9, #0x4b3f
	csel    x8, xzr, x8, cc
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	cset    w9, hi
	strb    w9, [sp, #184]
	ldr     x9, [sp, #56]
	tbnz    w9, #0, .L84
	mov     w9, #0x4b3f
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.hi    .L86
.L84:
	mov     w9, #0x4b3f
	str     x19, [sp, #136]
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.ls    .L88
	b       .L91
.L85:
	ldr     x8, [sp, #56]
	strb    w23, [sp, #184]
	tbnz    w8, #0, .L90
.L86:
	ldr     x25, [sp, #72]
	lsr     w8, w24, #5
	mov     w0, #0x1
	add     x1, x25, #0x18
	str     x8, [sp, #24]
	bl      <__aarch64_ldadd8_relax>
	ldr     x9, [sp, #24]
	add     x8, x0, #0x1
	str     x25, [sp, #160]
	adds    x8, x8, x9
	csinv   x1, x8, xzr, cc
	mov     x0, x19
	bl      <hintlock::spin::policy::loser_starts_waiting>
	tbz     w0, #0, .L89
.L87:
	strb    wzr, [sp, #184]
	str     x19, [sp, #136]
.L88:
	ldr     x8, [x26]
	cmp     x8, x19
	b.ne    .L92
	ldrb    w8, [sp, #189]
	ldr     w9, [x26, #8]
	mov     w10, #0x3
	mov     w11, #0xf
	strb    w23, [sp, #187]
	cmp     w8, #0x0
	add     w9, w9, #0x1
	csel    w10, w11, w10, ne
	str     w9, [x26, #8]
	tst     w9, w10
	cset    w9, ne
	csel    w8, wzr, w8, eq
	strb    w9, [sp, #188]
	strb    w8, [sp, #190]
	b       .L92
.L89:
	ldrb    w8, [sp, #184]
	str     x19, [sp, #136]
	tbz     w8, #0, .L88
	b       .L91
.L90:
	str     x19, [sp, #136]
.L91:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #88]
	str     w1, [sp, #96]
	str     x0, [sp, #104]
	str     w1, [sp, #112]
	str     x0, [sp, #120]
	str     w1, [sp, #128]
.L92:
	and     w8, w24, #0x10
	and     w9, w21, #0xf
	orr     w8, w9, w8
	cbnz    w8, .L95
	ldr     x0, [sp, #72]
	ldr     x1, [sp, #56]
	bl      <hintlock::spin::policy::wants_sample>
	tst     w21, #0xf0
	eor     w8, w0, #0x1
	csinc   w8, w8, wzr, eq
	tbnz    w8, #0, .L93
	ldr     x8, [sp, #72]
	str     x8, [sp, #144]
	b       .L94
.L93:
	cbz     w0, .L95
.L94:
	mov     w0, #0x10
	mov     x1, x19
	bl      <__aarch64_ldset4_relax>
.L95:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L96
	cmp     w8, #0x1
	b.ne    .L97
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w2, [sp, #128]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	b.ne    .L101
	strb    wzr, [sp, #191]
	b       .L102
.L96:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
	b       .L102
.L97:
	ldrb    w8, [sp, #184]
	tbz     w8, #0, .L98
	mov     w8, #0x3ff
	b       .L99
.L98:
	ldr     w8, [sp, #168]
	mov     w9, #0x4
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	mov     w9, #0xffffffff
	lsl     w8, w9, w8
	mvn     w8, w8
.L99:
	ldr     w9, [sp, #172]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #172]
	cinc    w8, w8, eq
	cbz     w8, .L103
.L100:
	subs    w8, w8, #0x1
	isb
	b.ne    .L100
	b       .L102
.L101:
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
	tbnz    w10, #0, .L102
	ldr     x8, [sp, #32]
	str     x24, [x8]
	str     w25, [x8, #8]
.L102:
	ldr     x9, [sp, #144]
.L103:
	cbnz    x9, .L105
.L104:
	ldr     w24, [x19]
	ldr     w21, [sp, #68]
	mov     w8, #0x1
	str     w8, [sp, #56]
	b       .L12
.L105:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	b       .L104
.L106:
	bl      <hintlock::spin::policy::now_ns>
	ldr     x8, [sp, #72]
	mov     w9, #0xf080
	movk    w9, #0x2fa, lsl #16
	ldr     x8, [x8, #8]
	subs    x8, x0, x8
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	b.cc    .L83
	ldr     x9, [sp, #56]
	ldr     x8, [sp, #72]
	and     x9, x9, #0xffffffffffffffe3
	str     x9, [sp, #56]
	str     x9, [x8]
	b       .L83
.L107:
	ldr     w8, [sp, #24]
	mov     w20, #0x1
	mov     w24, #0xffffffe9
	mov     w27, #0xffffffe1
	orr     w21, w21, w8
	tbnz    w25, #2, .L11
	mov     w8, #0xca00
	ldr     w1, [sp, #52]
	movk    w8, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ne    .L108
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
.L108:
	str     w1, [sp, #52]
	tst     w21, #0x1
	mov     x0, x19
	mov     w2, w25
	cinc    x5, x23, ne
	mov     w8, #0x62
	mov     w1, #0x89
	mov     x3, xzr
	mov     x4, xzr
	svc     #0x0
	ldr     x8, [sp, #160]
	cmp     x8, #0x0
	cset    w20, ne
	cbz     x8, .L109
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
.L109:
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #80]
	movk    w8, #0x3b9a, lsl #16
	str     w8, [sp, #96]
	str     w8, [sp, #112]
	str     w8, [sp, #128]
	add     x8, sp, #0x50
	stur    q0, [x8, #56]
	stur    q0, [x8, #72]
	stur    q0, [x8, #88]
	stur    q0, [x8, #97]
	ldr     w25, [x19]
	ldur    w8, [x29, #-8]
	orr     w8, w8, w20
	mov     w20, #0x1
	stur    w8, [x29, #-8]
	b       .L11
.L110:
	ldr     x8, [sp, #160]
	ldur    w9, [x29, #-8]
	cmp     x8, #0x0
	cset    w8, ne
	orr     w8, w9, w8
	tbnz    w8, #0, .L112
.L111:
	ldp     x20, x19, [sp, #336]
	ldr     d8, [sp, #240]
	ldp     x22, x21, [sp, #320]
	ldp     x24, x23, [sp, #304]
	ldp     x26, x25, [sp, #288]
	ldp     x28, x27, [sp, #272]
	ldp     x29, x30, [sp, #256]
	add     sp, sp, #0x160
	ret
.L112:
	mov     x0, x19
	mov     w1, #0x1
	bl      <hintlock::spin::policy::wait_ended>
	ldr     x8, [sp, #160]
	cbz     x8, .L111
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
	b       .L111
.L113:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L3
	b       .L115
.L114:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L4
.L115:
	sub     x1, x29, #0x38
	adrp    x2, <PAGE>
	add     x2, x2, #:lo12:
	adrp    x5, <PAGE>
	add     x5, x5, #:lo12:
	mov     w0, wzr
	mov     x3, xzr
	bl      <core::panicking::assert_failed::<i32, i32>>
	brk     #0x1
	b       .L116
	b       .L116
	b       .L116
	b       .L116
	b       .L116
	b       .L116
	b       .L116
.L116:
	ldr     x8, [sp, #160]
	cbz     x8, .L117
	add     x1, x8, #0x18
	mov     x19, x0
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
	mov     x0, x19
.L117:
	bl      <_Unwind_Resume@plt>
