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
	sub     sp, sp, #0x160
	str     d8, [sp, #240]
	stp     x29, x30, [sp, #256]
	stp     x28, x27, [sp, #272]
	stp     x26, x25, [sp, #288]
	stp     x24, x23, [sp, #304]
	stp     x22, x21, [sp, #320]
	stp     x20, x19, [sp, #336]
	add     x29, sp, #0x100
	mov     w8, #0xca00
	mov     x21, #0x7c15
	stp     xzr, xzr, [sp, #144]
	movk    w8, #0x3b9a, lsl #16
	stp     xzr, xzr, [sp, #160]
	adrp    x20, <PAGE>
	str     wzr, [sp, #192]
	movk    x21, #0x7f4a, lsl #16
	mov     x19, x0
	strb    wzr, [sp, #196]
	movk    x21, #0x79b9, lsl #32
	str     wzr, [sp, #88]
	movk    x21, #0x9e37, lsl #48
	str     w8, [sp, #104]
	str     w8, [sp, #120]
	str     w8, [sp, #136]
	sturh   wzr, [sp, #197]
	stp     xzr, xzr, [sp, #176]
	ldr     w25, [x0]
	ldr     x20, [x20, #:lo12:]
	tbz     w1, #0, .L2
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
	strb    w8, [sp, #198]
	strb    w9, [sp, #194]
.L2:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x70
	nop
	nop
	mrs     x28, tpidr_el0
	adrp    x26, <PAGE>
	add     x9, x28, x0
	ldp     x8, x22, [x9]
	ldr     x26, [x26, #:lo12:]
	stp     xzr, xzr, [x9]
	tbz     w25, #4, .L7
	cmp     x8, x19
	b.ne    .L7
	ldr     x8, [x26]
	cbz     x8, .L114
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L116
.L3:
	ldp     x24, x23, [x29, #-40]
	ldr     x8, [x26]
	cbz     x8, .L115
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L116
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
	movk    x0, #0x80
	nop
	nop
	add     x8, x20, x9, lsl #6
	add     x27, x28, x0
	str     x8, [sp, #80]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x10
	nop
	nop
	add     x8, x28, x0
	stp     x8, x28, [sp, #40]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x68
	nop
	nop
	adrp    x8, <PAGE>
	str     x0, [sp, #56]
	mov     w21, wzr
	ldr     d8, [x8, #:lo12:]
	stur    wzr, [x29, #-4]
	mov     w20, wzr
	mov     w8, #0xca00
	mov     w10, #0xffffffe9
	mov     w11, #0xffffffe1
	movk    w8, #0x3b9a, lsl #16
	mov     w23, #0x1
	str     w8, [sp, #68]
.L11:
	tst     w21, #0x1
	mov     w8, #0xffffffef
	mov     w9, #0xffffffe7
	csel    w22, w9, w8, ne
	str     wzr, [sp, #72]
	csel    w26, w11, w10, ne
	and     w28, w22, #0xfffffffd
	mov     w24, w25
	stur    w21, [x29, #-8]
.L12:
	tbz     w21, #0, .L37
.L13:
	tbnz    w24, #0, .L33
	tbz     w20, #0, .L21
.L14:
	ldrb    w8, [sp, #195]
	strb    w23, [sp, #193]
	str     wzr, [sp, #184]
	cmp     w8, #0x1
	strb    wzr, [sp, #195]
	b.ne    .L15
	strb    wzr, [sp, #196]
	str     xzr, [x27]
	str     wzr, [x27, #8]
.L15:
	sub     w8, w24, #0x1f
	and     w8, w8, w28
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
	ldr     x8, [sp, #152]
	cbnz    x8, .L20
.L19:
	cmp     w25, w24
	b.eq    .L111
	mov     w24, w25
	tbz     w25, #0, .L14
	b       .L28
.L20:
	add     x0, sp, #0x58
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L19
.L21:
	ldrb    w8, [sp, #195]
	strb    w23, [sp, #193]
	str     wzr, [sp, #184]
	cmp     w8, #0x1
	strb    wzr, [sp, #195]
	b.ne    .L22
	strb    wzr, [sp, #196]
	str     xzr, [x27]
	str     wzr, [x27, #8]
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
	ldr     x8, [sp, #152]
	cbnz    x8, .L27
.L26:
	cmp     w25, w24
	b.eq    .L111
	mov     w24, w25
	tbz     w25, #0, .L21
	b       .L30
.L27:
	add     x0, sp, #0x58
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
	ldr     x8, [sp, #80]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
.L32:
	mov     w24, w25
	strb    w23, [sp, #194]
	strb    w8, [sp, #198]
.L33:
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L60
	and     w8, w24, #0xfffffff9
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w26
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
	b       .L111
.L37:
	mov     w25, w24
.L38:
	tbnz    w25, #0, .L53
	tbz     w20, #0, .L46
.L39:
	tbnz    w25, #3, .L53
	ldrb    w8, [sp, #195]
	strb    w23, [sp, #193]
	str     wzr, [sp, #184]
	cmp     w8, #0x1
	strb    wzr, [sp, #195]
	b.ne    .L40
	strb    wzr, [sp, #196]
	str     xzr, [x27]
	str     wzr, [x27, #8]
.L40:
	sub     w8, w25, #0x1f
	and     w8, w8, w28
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
	ldr     x8, [sp, #152]
	cbnz    x8, .L45
.L44:
	cmp     w24, w25
	b.eq    .L111
	mov     w25, w24
	tbz     w24, #0, .L39
	b       .L58
.L45:
	add     x0, sp, #0x58
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L44
.L46:
	tbnz    w25, #3, .L53
	ldrb    w8, [sp, #195]
	strb    w23, [sp, #193]
	str     wzr, [sp, #184]
	strb    wzr, [sp, #195]
	tbz     w8, #0, .L47
	strb    wzr, [sp, #196]
	str     xzr, [x27]
	str     wzr, [x27, #8]
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
	ldr     x8, [sp, #152]
	cbnz    x8, .L52
.L51:
	cmp     w24, w25
	b.eq    .L111
	mov     w25, w24
	tbz     w24, #0, .L46
	b       .L58
.L52:
	add     x0, sp, #0x58
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
	and     w8, w8, w26
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
	b       .L111
.L58:
	cmp     w24, #0x1f
	b.ls    .L59
	strb    w23, [sp, #194]
	strb    wzr, [sp, #198]
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L54
	b       .L60
.L59:
	ldr     x8, [sp, #80]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
	strb    w23, [sp, #194]
	strb    w8, [sp, #198]
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L54
.L60:
	ldr     w25, [sp, #176]
	cbnz    w25, .L61
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L73
.L61:
	ldr     w10, [sp, #184]
	ldr     w9, [sp, #88]
	add     w8, w25, #0x1
	str     w8, [sp, #176]
	adds    w10, w10, #0x1
	csinv   w25, w10, wzr, cc
	str     w25, [sp, #184]
	cbz     w9, .L62
	cmp     w9, #0x1
	b.ne    .L64
	ldrb    w8, [sp, #197]
	tbnz    w8, #0, .L73
	ldrb    w8, [sp, #198]
	cmp     w8, #0x1
	b.ne    .L65
	ldr     w8, [sp, #188]
	cmp     w8, #0x3
	b.cs    .L65
	add     w8, w8, #0x1
	strb    wzr, [sp, #194]
	str     w8, [sp, #188]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	strb    wzr, [sp, #198]
	str     w8, [sp, #120]
	str     w8, [sp, #104]
	str     wzr, [sp, #88]
	b       .L80
.L62:
	ldrb    w10, [sp, #194]
	ldrb    w9, [sp, #192]
	tst     w8, #0x3
	stp     w9, w10, [sp, #24]
	b.eq    .L63
	ldr     w8, [sp, #28]
	tbnz    w8, #0, .L63
	ldr     w8, [sp, #24]
	tbz     w8, #0, .L80
.L63:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #32]
	ldr     w10, [sp, #104]
	mov     w8, #0xca00
	ldr     x9, [sp, #32]
	movk    w8, #0x3b9a, lsl #16
	mov     w21, w1
	stur    w1, [x29, #-48]
	cmp     w10, w8
	stur    x9, [x29, #-56]
	b.ne    .L66
	mov     w10, w21
	mov     x1, x9
	str     x9, [sp, #96]
	str     w21, [sp, #104]
	b       .L67
.L64:
	ldr     w8, [sp, #92]
	cmp     w8, #0x3
	b.cs    .L73
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #88]
	b       .L80
.L65:
	str     d8, [sp, #88]
	b       .L80
.L66:
	ldr     x1, [sp, #96]
.L67:
	ldr     w2, [sp, #120]
	cmp     w2, w8
	b.ne    .L69
	ldr     x8, [sp, #32]
	mov     w2, w21
	str     w21, [sp, #120]
	str     x8, [sp, #112]
	ldr     x8, [sp, #32]
	str     w21, [sp, #136]
	str     x8, [sp, #128]
	ldrb    w8, [sp, #193]
	strb    wzr, [sp, #193]
	tbnz    w8, #0, .L70
.L68:
	cmp     w25, #0x7
	b.hi    .L71
	b       .L77
.L69:
	ldr     x8, [sp, #32]
	str     w21, [sp, #136]
	str     x8, [sp, #128]
	ldrb    w8, [sp, #193]
	strb    wzr, [sp, #193]
	tbz     w8, #0, .L68
.L70:
	ldr     x8, [sp, #32]
	mov     w2, w21
	str     w21, [sp, #120]
	str     x8, [sp, #112]
	cmp     w25, #0x7
	b.ls    .L77
.L71:
	ldrb    w8, [sp, #196]
	tbnz    w8, #0, .L72
	str     x1, [sp, #8]
	ldr     x1, [sp, #112]
	mov     w25, w10
	sub     x0, x29, #0x38
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, w25
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	ldr     x1, [sp, #8]
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	b.cc    .L77
.L72:
	ldr     w8, [sp, #24]
	tbnz    w8, #0, .L73
	ldrb    w8, [sp, #195]
	tbnz    w8, #0, .L73
	ldr     x8, [sp, #144]
	str     wzr, [x27, #8]
	str     x8, [x27]
.L73:
	ldur    w10, [x29, #-8]
	and     w8, w24, #0x8
	and     w9, w24, #0xfffffffd
	tst     w20, #0x1
	orr     w8, w10, w8, lsr #3
	add     w10, w9, #0x20
	csel    w25, w9, w10, ne
	tbnz    w8, #0, .L74
	mov     w8, #0xca00
	ldr     w9, [sp, #68]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L76
.L74:
	str     wzr, [sp, #32]
.L75:
	ldur    w21, [x29, #-8]
	cmp     w25, w24
	b.eq    .L108
	mov     w0, w24
	mov     w1, w25
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w24
	mov     w24, w0
	str     wzr, [sp, #72]
	b.ne    .L12
	b       .L108
.L76:
	ldr     x8, [sp, #16]
	stur    w9, [x29, #-32]
	stur    x8, [x29, #-40]
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L88
	mov     w8, #0x1
	orr     w25, w25, #0x8
	str     w8, [sp, #32]
	b       .L75
.L77:
	ldr     w8, [sp, #28]
	tbnz    w8, #0, .L78
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
	b.cc    .L80
.L78:
	ldp     x8, x9, [sp, #32]
	stur    w21, [x29, #-32]
	ldr     w2, [x9, #8]
	stur    x8, [x29, #-40]
	mov     w8, #0xca00
	ldr     x1, [x9]
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	b.eq    .L79
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::duration_since>
	cbnz    x0, .L79
	mov     w8, #0x49f0
	movk    w8, #0x2, lsl #16
	cmp     w1, w8
	b.cc    .L73
.L79:
	str     w23, [sp, #88]
.L80:
	ldr     w8, [sp, #72]
	tbnz    w8, #0, .L95
	ldr     x8, [sp, #80]
	ldr     x11, [x8]
	ldp     x10, x9, [sp, #48]
	str     x11, [sp, #72]
	ldr     w8, [x10, x9]
	add     w21, w8, #0x1
	mov     w8, #0x79b9
	str     w21, [x10, x9]
	movk    w8, #0x9e37, lsl #16
	add     x9, sp, #0x58
	mul     w8, w21, w8
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #180]
	and     w8, w21, #0xf
	tbz     w11, #4, .L81
	cbz     w8, .L106
.L81:
	ldr     x9, [sp, #72]
	mov     w8, #0x11
	tst     x9, x8
	b.eq    .L86
	ldr     x8, [sp, #80]
	ldr     x25, [x8, #16]
	cbz     x25, .L84
	adrp    x8, <PAGE>
	ldr     x8, [x8, #:lo12:]
	ldr     x8, [x8]
	cbz     x8, .L107
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L117
.L82:
	ldp     x8, x9, [x29, #-40]
	mov     w10, #0xca00
	movk    w10, #0x3b9a, lsl #16
	bic     x8, x8, x8, asr #63
	bic     x9, x9, x9, asr #63
	madd    x8, x8, x10, x9
	mov     w9, #0x4b3f
	movk    w9, #0x4c, lsl #16
	subs    x8, x8, x25
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	cset    w9, hi
	strb    w9, [sp, #192]
	ldr     x9, [sp, #72]
	tbnz    w9, #0, .L83
	mov     w9, #0x4b3f
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.hi    .L85
.L83:
	mov     w9, #0x4b3f
	str     x19, [sp, #144]
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.ls    .L87
	b       .L91
.L84:
	ldr     x8, [sp, #72]
	strb    w23, [sp, #192]
	tbnz    w8, #0, .L90
.L85:
	ldr     x25, [sp, #80]
	lsr     w8, w24, #5
	mov     w0, #0x1
	add     x1, x25, #0x18
	str     x8, [sp, #32]
	bl      <__aarch64_ldadd8_relax>
	ldr     x9, [sp, #32]
	add     x8, x0, #0x1
	str     x25, [sp, #168]
	adds    x8, x8, x9
	csinv   x1, x8, xzr, cc
	mov     x0, x19
	bl      <hintlock::spin::policy::loser_starts_waiting>
	tbz     w0, #0, .L89
.L86:
	strb    wzr, [sp, #192]
	str     x19, [sp, #144]
.L87:
	ldr     x8, [x27]
	cmp     x8, x19
	b.ne    .L92
	ldr     w8, [x27, #8]
	strb    w23, [sp, #195]
	add     w8, w8, #0x1
	tst     w8, #0x3
	str     w8, [x27, #8]
	cset    w8, ne
	strb    w8, [sp, #196]
	b       .L92
.L88:
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
	str     w9, [sp, #32]
	b       .L75
.L89:
	ldrb    w8, [sp, #192]
	str     x19, [sp, #144]
	tbz     w8, #0, .L87
	b       .L91
.L90:
	str     x19, [sp, #144]
.L91:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #96]
	str     w1, [sp, #104]
	str     x0, [sp, #112]
	str     w1, [sp, #120]
	str     x0, [sp, #128]
	str     w1, [sp, #136]
.L92:
	and     w8, w24, #0x10
	and     w9, w21, #0xf
	orr     w8, w9, w8
	cbnz    w8, .L95
	ldp     x1, x0, [sp, #72]
	bl      <hintlock::spin::policy::wants_sample>
	tst     w21, #0xf0
	eor     w8, w0, #0x1
	csinc   w8, w8, wzr, eq
	tbnz    w8, #0, .L93
	ldr     x8, [sp, #80]
	str     x8, [sp, #152]
	b       .L94
.L93:
	cbz     w0, .L95
.L94:
	mov     w0, #0x10
	mov     x1, x19
	bl      <__aarch64_ldset4_relax>
.L95:
	ldr     w8, [sp, #88]
	cmp     w8, #0x2
	b.eq    .L96
	cmp     w8, #0x1
	b.ne    .L97
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w2, [sp, #136]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	b.ne    .L101
	strb    wzr, [sp, #197]
	b       .L102
.L96:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
	b       .L102
.L97:
	ldrb    w8, [sp, #192]
	tbz     w8, #0, .L98
	mov     w8, #0x3ff
	b       .L99
.L98:
	ldr     w8, [sp, #176]
	mov     w9, #0x4
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	mov     w9, #0xffffffff
	lsl     w8, w9, w8
	mvn     w8, w8
.L99:
	ldr     w9, [sp, #180]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #152]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #180]
	cinc    w8, w8, eq
	cbz     w8, .L103
.L100:
	subs    w8, w8, #0x1
	isb
	b.ne    .L100
	b       .L102
.L101:
	mov     w25, w1
	ldr     x1, [sp, #128]
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
	strb    w8, [sp, #197]
	tbnz    w10, #0, .L102
	ldr     x8, [sp, #40]
	str     x24, [x8]
	str     w25, [x8, #8]
.L102:
	ldr     x9, [sp, #152]
.L103:
	cbnz    x9, .L105
.L104:
	ldr     w24, [x19]
	ldur    w21, [x29, #-8]
	mov     w8, #0x1
	str     w8, [sp, #72]
	b       .L12
.L105:
	add     x0, sp, #0x58
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	b       .L104
.L106:
	bl      <hintlock::spin::policy::now_ns>
	ldr     x8, [sp, #80]
	mov     w9, #0xf080
	movk    w9, #0x2fa, lsl #16
	ldr     x8, [x8, #8]
	subs    x8, x0, x8
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	b.cc    .L81
	ldp     x9, x8, [sp, #72]
	and     x9, x9, #0xffffffffffffffe3
	str     x9, [sp, #72]
	str     x9, [x8]
	b       .L81
.L107:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L82
	b       .L117
.L108:
	ldr     w8, [sp, #32]
	mov     w20, #0x1
	mov     w10, #0xffffffe9
	mov     w11, #0xffffffe1
	orr     w21, w21, w8
	tbnz    w25, #2, .L11
	mov     w8, #0xca00
	ldr     w9, [sp, #68]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L109
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #16]
	str     w1, [sp, #68]
.L109:
	tst     w21, #0x1
	mov     x0, x19
	mov     w2, w25
	cinc    x5, x23, ne
	mov     w8, #0x62
	mov     w1, #0x89
	mov     x3, xzr
	mov     x4, xzr
	svc     #0x0
	ldr     x8, [sp, #168]
	cmp     x8, #0x0
	cset    w20, ne
	cbz     x8, .L110
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
.L110:
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	str     wzr, [sp, #88]
	movk    w8, #0x3b9a, lsl #16
	mov     w10, #0xffffffe9
	mov     w11, #0xffffffe1
	str     w8, [sp, #104]
	str     w8, [sp, #120]
	str     w8, [sp, #136]
	add     x8, sp, #0x58
	stur    q0, [x8, #56]
	stur    q0, [x8, #72]
	stur    q0, [x8, #88]
	stur    xzr, [x8, #103]
	ldr     w25, [x19]
	ldur    w8, [x29, #-4]
	orr     w8, w8, w20
	mov     w20, #0x1
	stur    w8, [x29, #-4]
	b       .L11
.L111:
	ldr     x8, [sp, #168]
	ldur    w9, [x29, #-4]
	cmp     x8, #0x0
	cset    w8, ne
	orr     w8, w9, w8
	tbnz    w8, #0, .L113
.L112:
	ldp     x20, x19, [sp, #336]
	ldr     d8, [sp, #240]
	ldp     x22, x21, [sp, #320]
	ldp     x24, x23, [sp, #304]
	ldp     x26, x25, [sp, #288]
	ldp     x28, x27, [sp, #272]
	ldp     x29, x30, [sp, #256]
	add     sp, sp, #0x160
	ret
.L113:
	mov     x0, x19
	mov     w1, #0x1
	bl      <hintlock::spin::policy::wait_ended>
	ldr     x8, [sp, #168]
	cbz     x8, .L112
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
	b       .L112
.L114:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L3
	b       .L116
.L115:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L4
.L116:
	sub     x1, x29, #0x38
	adrp    x2, <PAGE>
	add     x2, x2, #:lo12:
	adrp    x5, <PAGE>
	add     x5, x5, #:lo12:
	mov     w0, wzr
	mov     x3, xzr
	bl      <core::panicking::assert_failed::<i32, i32>>
	b       .L118
.L117:
	adrp    x2, <PAGE>
	add     x2, x2, #:lo12:
	adrp    x5, <PAGE>
	add     x5, x5, #:lo12:
	sub     x1, x29, #0x38
	mov     w0, wzr
	mov     x3, xzr
	bl      <core::panicking::assert_failed::<i32, i32>>
.L118:
	brk     #0x1
	b       .L119
	b       .L119
	b       .L119
	b       .L119
	b       .L119
	b       .L119
	b       .L119
	b       .L119
.L119:
	ldr     x8, [sp, #168]
	cbz     x8, .L120
	add     x1, x8, #0x18
	mov     x19, x0
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
	mov     x0, x19
.L120:
	bl      <_Unwind_Resume@plt>
