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
	mrs     x28, tpidr_el0
	adrp    x22, <PAGE>
	ldr     x8, [x28, x0]
	str     xzr, [x28, x0]
	cmp     x8, x19
	cset    w8, eq
	strb    w8, [sp, #189]
	ldr     w25, [x19]
	ldr     x22, [x22, #:lo12:]
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
	ldr     x8, [x22, x8]
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
	ldp     x8, x23, [x9]
	stp     xzr, xzr, [x9]
	tbz     w25, #4, .L7
	cmp     x8, x19
	b.ne    .L7
	adrp    x27, <PAGE>
	ldr     x27, [x27, #:lo12:]
	ldr     x8, [x27]
	cbz     x8, .L111
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L113
.L3:
	ldp     x26, x24, [x29, #-40]
	ldr     x8, [x27]
	cbz     x8, .L112
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbnz    w0, .L113
.L4:
	bic     x8, x26, x26, asr #63
	mov     w10, #0xca00
	bic     x11, x24, x24, asr #63
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
	b.cs    .L6
.L5:
	ldxr    x11, [x10]
	cmp     x11, x9
	csel    x11, x11, x9, ls
	stxr    w12, x11, [x10]
	cbnz    w12, .L5
.L6:
	mul     x9, x19, x21
	ldr     x11, [x10]
	and     x12, x23, #0x7ffffffffffffff
	lsr     x9, x9, #58
	add     x9, x22, x9, lsl #6
	ldr     x10, [x9]
	cmp     x12, x10, lsr #5
	b.cc    .L7
	subs    x12, x8, x23
	csel    x12, xzr, x12, cc
	subs    x13, x12, x11
	csel    x13, xzr, x13, cc
	cmn     x11, #0x1
	mov     w11, #0x2
	bfxil   x11, x10, #0, #1
	csel    x12, x12, x13, eq
	mov     w13, #0x2
	tst     w10, #0x2
	and     x10, x10, #0x1c
	csel    x11, x13, x11, ne
	cmp     x12, #0x3c
	orr     x8, x10, x8, lsl #5
	csinc   x10, x11, xzr, cs
	orr     x8, x10, x8
	str     x8, [x9]
.L7:
	tbnz    w20, #0, .L8
	tbz     w25, #0, .L8
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L8
	mul     x8, x19, x21
	mov     w9, #0x11
	lsr     x8, x8, #52
	and     x8, x8, #0xfc0
	ldr     x8, [x22, x8]
	tst     x8, x9
	b.ne    .L8
	isb
	ldr     w25, [x19]
	tbz     w25, #0, .L8
	isb
	ldr     w25, [x19]
	tbz     w25, #0, .L8
	isb
	ldr     w25, [x19]
.L8:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x88
	nop
	nop
	mul     x8, x19, x21
	add     x26, x28, x0
	lsr     x8, x8, #58
	add     x8, x22, x8, lsl #6
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
.L9:
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
.L10:
	tbz     w21, #0, .L35
	ldur    w21, [x29, #-4]
.L11:
	tbnz    w24, #0, .L31
	tbz     w20, #0, .L19
.L12:
	ldrb    w8, [sp, #187]
	strb    w23, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L13
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L13:
	sub     w8, w24, #0x1f
	and     w8, w8, w27
.L14:
	ldaxr   w25, [x19]
	cmp     w25, w24
	b.ne    .L15
	stxr    w9, w8, [x19]
	cbnz    w9, .L14
	b       .L16
.L15:
	clrex
.L16:
	ldr     x8, [sp, #144]
	cbnz    x8, .L18
.L17:
	cmp     w25, w24
	b.eq    .L108
	mov     w24, w25
	tbz     w25, #0, .L12
	b       .L26
.L18:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L17
.L19:
	ldrb    w8, [sp, #187]
	strb    w23, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L20
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L20:
	orr     w8, w24, #0x1
	and     w8, w8, w22
.L21:
	ldaxr   w25, [x19]
	cmp     w25, w24
	b.ne    .L22
	stxr    w9, w8, [x19]
	cbnz    w9, .L21
	b       .L23
.L22:
	clrex
.L23:
	ldr     x8, [sp, #144]
	cbnz    x8, .L25
.L24:
	cmp     w25, w24
	b.eq    .L108
	mov     w24, w25
	tbz     w25, #0, .L19
	b       .L28
.L25:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L24
.L26:
	cmp     w25, #0x1f
	b.ls    .L29
.L27:
	mov     w8, wzr
	b       .L30
.L28:
	cmp     w25, #0x1f
	b.hi    .L27
.L29:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
.L30:
	mov     w24, w25
	strb    w23, [sp, #186]
	strb    w8, [sp, #192]
.L31:
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L58
	and     w8, w24, #0xfffffff9
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w21
.L32:
	ldaxr   w9, [x19]
	cmp     w9, w24
	b.ne    .L33
	stxr    w10, w8, [x19]
	cbnz    w10, .L32
	b       .L34
.L33:
	clrex
.L34:
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L11
	b       .L108
.L35:
	ldur    w21, [x29, #-4]
	mov     w25, w24
.L36:
	tbnz    w25, #0, .L51
	tbz     w20, #0, .L44
.L37:
	tbnz    w25, #3, .L51
	ldrb    w8, [sp, #187]
	strb    w23, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L38
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L38:
	sub     w8, w25, #0x1f
	and     w8, w8, w27
.L39:
	ldaxr   w24, [x19]
	cmp     w24, w25
	b.ne    .L40
	stxr    w9, w8, [x19]
	cbnz    w9, .L39
	b       .L41
.L40:
	clrex
.L41:
	ldr     x8, [sp, #144]
	cbnz    x8, .L43
.L42:
	cmp     w24, w25
	b.eq    .L108
	mov     w25, w24
	tbz     w24, #0, .L37
	b       .L56
.L43:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L42
.L44:
	tbnz    w25, #3, .L51
	ldrb    w8, [sp, #187]
	strb    w23, [sp, #185]
	str     wzr, [sp, #176]
	strb    wzr, [sp, #187]
	tbz     w8, #0, .L45
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x26]
	str     wzr, [x26, #8]
.L45:
	orr     w8, w25, #0x1
	and     w8, w8, w22
.L46:
	ldaxr   w24, [x19]
	cmp     w24, w25
	b.ne    .L47
	stxr    w9, w8, [x19]
	cbnz    w9, .L46
	b       .L48
.L47:
	clrex
.L48:
	ldr     x8, [sp, #144]
	cbnz    x8, .L50
.L49:
	cmp     w24, w25
	b.eq    .L108
	mov     w25, w24
	tbz     w24, #0, .L44
	b       .L56
.L50:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L49
.L51:
	mov     w24, w25
	and     w8, w25, #0x4
	and     w8, w20, w8, lsr #2
	tbz     w8, #0, .L58
.L52:
	and     w8, w24, #0xfffffff9
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w21
.L53:
	ldaxr   w25, [x19]
	cmp     w25, w24
	b.ne    .L54
	stxr    w9, w8, [x19]
	cbnz    w9, .L53
	b       .L55
.L54:
	clrex
.L55:
	cmp     w25, w24
	b.ne    .L36
	b       .L108
.L56:
	cmp     w24, #0x1f
	b.ls    .L57
	strb    w23, [sp, #186]
	strb    wzr, [sp, #192]
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L52
	b       .L58
.L57:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
	strb    w23, [sp, #186]
	strb    w8, [sp, #192]
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L52
.L58:
	ldr     w25, [sp, #168]
	cbnz    w25, .L59
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L60
.L59:
	ldr     w9, [sp, #176]
	ldrb    w10, [sp, #190]
	add     w8, w25, #0x1
	str     w8, [sp, #168]
	adds    w9, w9, #0x1
	csinv   w25, w9, wzr, cc
	str     w25, [sp, #176]
	tbz     w10, #0, .L63
.L60:
	ldr     w10, [sp, #68]
	and     w8, w24, #0x8
	and     w9, w24, #0xfffffffd
	tst     w20, #0x1
	orr     w8, w10, w8, lsr #3
	add     w10, w9, #0x20
	csel    w25, w9, w10, ne
	tbnz    w8, #0, .L61
	mov     w8, #0xca00
	ldr     w9, [sp, #52]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L64
.L61:
	str     wzr, [sp, #24]
.L62:
	ldr     w21, [sp, #68]
	cmp     w25, w24
	b.eq    .L105
	mov     w0, w24
	mov     w1, w25
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w24
	mov     w24, w0
	str     wzr, [sp, #56]
	b.ne    .L10
	b       .L105
.L63:
	ldr     w9, [sp, #80]
	cbz     w9, .L65
	cmp     w9, #0x1
	b.ne    .L67
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L60
	ldrb    w8, [sp, #192]
	cmp     w8, #0x1
	b.ne    .L69
	ldr     w8, [sp, #180]
	cmp     w8, #0x3
	b.cs    .L69
	add     w8, w8, #0x1
	strb    wzr, [sp, #186]
	str     w8, [sp, #180]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	strb    wzr, [sp, #192]
	str     w8, [sp, #112]
	str     w8, [sp, #96]
	str     wzr, [sp, #80]
	b       .L80
.L64:
	ldr     x8, [sp, #8]
	stur    w9, [x29, #-32]
	stur    x8, [x29, #-40]
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L68
	mov     w8, #0x1
	orr     w25, w25, #0x8
	str     w8, [sp, #24]
	b       .L62
.L65:
	ldrb    w10, [sp, #186]
	ldrb    w9, [sp, #184]
	tst     w8, #0x3
	stp     w9, w10, [sp, #16]
	b.eq    .L66
	ldr     w8, [sp, #20]
	tbnz    w8, #0, .L66
	ldr     w8, [sp, #16]
	tbz     w8, #0, .L80
.L66:
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
	b.ne    .L70
	mov     w10, w21
	mov     x1, x9
	str     x9, [sp, #88]
	str     w21, [sp, #96]
	b       .L71
.L67:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L60
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #80]
	b       .L80
.L68:
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
	b       .L62
.L69:
	str     d8, [sp, #80]
	b       .L80
.L70:
	ldr     x1, [sp, #88]
.L71:
	ldr     w2, [sp, #112]
	cmp     w2, w8
	b.ne    .L73
	ldr     x8, [sp, #24]
	mov     w2, w21
	str     w21, [sp, #112]
	str     x8, [sp, #104]
	ldr     x8, [sp, #24]
	str     w21, [sp, #128]
	str     x8, [sp, #120]
	ldrb    w8, [sp, #185]
	strb    wzr, [sp, #185]
	tbnz    w8, #0, .L74
.L72:
	cmp     w25, #0x7
	b.hi    .L75
	b       .L77
.L73:
	ldr     x8, [sp, #24]
	str     w21, [sp, #128]
	str     x8, [sp, #120]
	ldrb    w8, [sp, #185]
	strb    wzr, [sp, #185]
	tbz     w8, #0, .L72
.L74:
	ldr     x8, [sp, #24]
	mov     w2, w21
	str     w21, [sp, #112]
	str     x8, [sp, #104]
	cmp     w25, #0x7
	b.ls    .L77
.L75:
	ldrb    w8, [sp, #188]
	tbnz    w8, #0, .L76
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
	b.cc    .L77
.L76:
	ldr     w8, [sp, #16]
	tbnz    w8, #0, .L60
	ldrb    w8, [sp, #187]
	tbnz    w8, #0, .L60
	ldr     x8, [sp, #136]
	str     wzr, [x26, #8]
	str     x8, [x26]
	b       .L60
.L77:
	ldr     w8, [sp, #20]
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
	ldp     x8, x9, [sp, #24]
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
	b.cc    .L60
.L79:
	str     w23, [sp, #80]
.L80:
	ldr     w8, [sp, #56]
	tbnz    w8, #0, .L93
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
	tbz     w10, #4, .L81
	cbz     w8, .L104
.L81:
	ldr     x9, [sp, #56]
	mov     w8, #0x11
	tst     x9, x8
	b.eq    .L85
	ldr     x8, [sp, #72]
	ldr     x25, [x8, #16]
	cbz     x25, .L83
	bl      <hintlock::spin::policy::now_ns>
	subs    x8, x0, x25
	mov     w9, #0x4b3f
	csel    x8, xzr, x8, cc
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	cset    w9, hi
	strb    w9, [sp, #184]
	ldr     x9, [sp, #56]
	tbnz    w9, #0, .L82
	mov     w9, #0x4b3f
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.hi    .L84
.L82:
	mov     w9, #0x4b3f
	str     x19, [sp, #136]
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.ls    .L86
	b       .L89
.L83:
	ldr     x8, [sp, #56]
	strb    w23, [sp, #184]
	tbnz    w8, #0, .L88
.L84:
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
	tbz     w0, #0, .L87
.L85:
	strb    wzr, [sp, #184]
	str     x19, [sp, #136]
.L86:
	ldr     x8, [x26]
	cmp     x8, x19
	b.ne    .L90
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
	b       .L90
.L87:
	ldrb    w8, [sp, #184]
	str     x19, [sp, #136]
	tbz     w8, #0, .L86
	b       .L89
.L88:
	str     x19, [sp, #136]
.L89:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #88]
	str     w1, [sp, #96]
	str     x0, [sp, #104]
	str     w1, [sp, #112]
	str     x0, [sp, #120]
	str     w1, [sp, #128]
.L90:
	and     w8, w24, #0x10
	and     w9, w21, #0xf
	orr     w8, w9, w8
	cbnz    w8, .L93
	ldr     x0, [sp, #72]
	ldr     x1, [sp, #56]
	bl      <hintlock::spin::policy::wants_sample>
	tst     w21, #0xf0
	eor     w8, w0, #0x1
	csinc   w8, w8, wzr, eq
	tbnz    w8, #0, .L91
	ldr     x8, [sp, #72]
	str     x8, [sp, #144]
	b       .L92
.L91:
	cbz     w0, .L93
.L92:
	mov     w0, #0x10
	mov     x1, x19
	bl      <__aarch64_ldset4_relax>
.L93:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L94
	cmp     w8, #0x1
	b.ne    .L95
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	ldr     w2, [sp, #128]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	b.ne    .L99
	strb    wzr, [sp, #191]
	b       .L100
.L94:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
	b       .L100
.L95:
	ldrb    w8, [sp, #184]
	tbz     w8, #0, .L96
	mov     w8, #0x3ff
	b       .L97
.L96:
	ldr     w8, [sp, #168]
	mov     w9, #0x4
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	mov     w9, #0xffffffff
	lsl     w8, w9, w8
	mvn     w8, w8
.L97:
	ldr     w9, [sp, #172]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #172]
	cinc    w8, w8, eq
	cbz     w8, .L101
.L98:
	subs    w8, w8, #0x1
	isb
	b.ne    .L98
	b       .L100
.L99:
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
	tbnz    w10, #0, .L100
	ldr     x8, [sp, #32]
	str     x24, [x8]
	str     w25, [x8, #8]
.L100:
	ldr     x9, [sp, #144]
.L101:
	cbnz    x9, .L103
.L102:
	ldr     w24, [x19]
	ldr     w21, [sp, #68]
	mov     w8, #0x1
	str     w8, [sp, #56]
	b       .L10
.L103:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	b       .L102
.L104:
	bl      <hintlock::spin::policy::now_ns>
	ldr     x8, [sp, #72]
	mov     w9, #0xf080
	movk    w9, #0x2fa, lsl #16
	ldr     x8, [x8, #8]
	subs    x8, x0, x8
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	b.cc    .L81
	ldr     x9, [sp, #56]
	ldr     x8, [sp, #72]
	and     x9, x9, #0xffffffffffffffe3
	str     x9, [sp, #56]
	str     x9, [x8]
	b       .L81
.L105:
	ldr     w8, [sp, #24]
	mov     w20, #0x1
	mov     w24, #0xffffffe9
	mov     w27, #0xffffffe1
	orr     w21, w21, w8
	tbnz    w25, #2, .L9
	mov     w8, #0xca00
	ldr     w1, [sp, #52]
	movk    w8, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ne    .L106
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
.L106:
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
	cbz     x8, .L107
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
.L107:
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
	b       .L9
.L108:
	ldr     x8, [sp, #160]
	ldur    w9, [x29, #-8]
	cmp     x8, #0x0
	cset    w8, ne
	orr     w8, w9, w8
	tbnz    w8, #0, .L110
.L109:
	ldp     x20, x19, [sp, #336]
	ldr     d8, [sp, #240]
	ldp     x22, x21, [sp, #320]
	ldp     x24, x23, [sp, #304]
	ldp     x26, x25, [sp, #288]
	ldp     x28, x27, [sp, #272]
	ldp     x29, x30, [sp, #256]
	add     sp, sp, #0x160
	ret
.L110:
	mov     x0, x19
	mov     w1, #0x1
	bl      <hintlock::spin::policy::wait_ended>
	ldr     x8, [sp, #160]
	cbz     x8, .L109
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
	b       .L109
.L111:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L3
	b       .L113
.L112:
	bl      <rustix::backend::vdso_wrappers::init_clock_gettime>
	mov     x8, x0
	sub     x1, x29, #0x28
	mov     w0, #0x1
	blr     x8
	stur    w0, [x29, #-56]
	cbz     w0, .L4
.L113:
	sub     x1, x29, #0x38
	adrp    x2, <PAGE>
	add     x2, x2, #:lo12:
	adrp    x5, <PAGE>
	add     x5, x5, #:lo12:
	mov     w0, wzr
	mov     x3, xzr
	bl      <core::panicking::assert_failed::<i32, i32>>
	brk     #0x1
	b       .L114
	b       .L114
	b       .L114
	b       .L114
	b       .L114
	b       .L114
	b       .L114
.L114:
	ldr     x8, [sp, #160]
	cbz     x8, .L115
	add     x1, x8, #0x18
	mov     x19, x0
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
	mov     x0, x19
.L115:
	bl      <_Unwind_Resume@plt>
