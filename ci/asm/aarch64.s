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
	b.eq    .L1
	tst     w1, #0x18
	b.ne    .L2
	cmp     w1, #0x20
	b.cc    .L1
	tbz     w1, #1, .L2
.L1:
	ret
.L2:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
	ldr     w1, [x0]
	cmp     w1, #0x1f
	b.hi    .L2
	mov     w8, #0x1
.L0:
	ldxr    w9, [x0]
	sub     w10, w9, w8
	stlxr   w11, w10, [x0]
	cbnz    w11, .L0
	subs    w1, w9, #0x1
	b.eq    .L1
	tst     w1, #0x18
	b.ne    .L3
	cmp     w1, #0x20
	b.cc    .L1
	tbz     w1, #1, .L3
.L1:
	ret
.L2:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
.L3:
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
	b.eq    .L6
	tst     w1, #0x18
	b.ne    .L7
	cmp     w1, #0x20
	b.cc    .L6
	tbz     w1, #1, .L7
.L6:
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L7:
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
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
	mov     x23, #0x7c15
	mov     w8, #0xca00
	mov     w20, w1
	movk    x23, #0x7f4a, lsl #16
	movk    w8, #0x3b9a, lsl #16
	mov     x19, x0
	movk    x23, #0x79b9, lsl #32
	stp     xzr, xzr, [sp, #136]
	stp     xzr, xzr, [sp, #152]
	movk    x23, #0x9e37, lsl #48
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
	mrs     x27, tpidr_el0
	adrp    x24, <PAGE>
	ldr     x8, [x27, x0]
	str     xzr, [x27, x0]
	cmp     x8, x19
	cset    w8, eq
	strb    w8, [sp, #189]
	ldr     w25, [x19]
	ldr     x24, [x24, #:lo12:]
	tbz     w20, #0, .L2
	cmp     w25, #0x1f
	b.ls    .L0
	mov     w8, wzr
	b       .L1
.L0:
	mul     x8, x19, x23
	mov     w9, #0x11
	lsr     x8, x8, #52
	and     x8, x8, #0xfc0
	ldr     x8, [x24, x8]
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
	add     x9, x27, x0
	ldp     x8, x21, [x9]
	stp     xzr, xzr, [x9]
	tbz     w25, #4, .L5
	cmp     x8, x19
	b.ne    .L5
	bl      <hintlock::spin::policy::now_ns>
	mov     x22, x0
	bl      <hintlock::spin::policy::now_ns>
	adrp    x8, <PAGE>
	subs    x9, x0, x22
	ldr     x8, [x8, #:lo12:]
	csel    x9, xzr, x9, cc
	ldr     x10, [x8]
	cmp     x9, x10
	b.cs    .L4
.L3:
	ldxr    x10, [x8]
	cmp     x10, x9
	csel    x10, x10, x9, ls
	stxr    w11, x10, [x8]
	cbnz    w11, .L3
.L4:
	subs    x8, x22, x21
	csel    x0, xzr, x8, cc
	bl      <hintlock::spin::policy::less_clock_read>
	mul     x8, x19, x23
	mov     x3, x0
	lsr     x8, x8, #58
	add     x0, x24, x8, lsl #6
	mov     x1, x21
	mov     x2, x22
	bl      <hintlock::spin::policy::gap_sample>
.L5:
	tbnz    w20, #0, .L6
	tbz     w25, #0, .L6
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L6
	mul     x8, x19, x23
	mov     w9, #0x11
	lsr     x8, x8, #52
	and     x8, x8, #0xfc0
	ldr     x8, [x24, x8]
	tst     x8, x9
	b.ne    .L6
	isb
	ldr     w25, [x19]
	tbz     w25, #0, .L6
	isb
	ldr     w25, [x19]
	tbz     w25, #0, .L6
	isb
	ldr     w25, [x19]
.L6:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x88
	nop
	nop
	mul     x8, x19, x23
	add     x22, x27, x0
	lsr     x8, x8, #58
	add     x8, x24, x8, lsl #6
	str     x8, [sp, #72]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x10
	nop
	nop
	add     x8, x27, x0
	str     x8, [sp, #48]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x70
	nop
	nop
	adrp    x8, <PAGE>
	str     x0, [sp, #56]
	mov     w20, wzr
	ldr     d8, [x8, #:lo12:]
	stur    xzr, [x29, #-8]
	mov     w26, #0x1
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	str     w8, [sp, #44]
.L7:
	ldur    w8, [x29, #-4]
	mov     w9, #0xffffffef
	mov     w10, #0xffffffe7
	str     wzr, [sp, #64]
	tst     w8, #0x1
	csel    w28, w10, w9, ne
	mov     w9, #0xffffffe9
	mov     w10, #0xffffffe1
	csel    w23, w10, w9, ne
	and     w21, w28, #0xfffffffd
	tbnz    w8, #0, .L65
.L8:
	mov     w24, w25
.L9:
	tbnz    w24, #0, .L24
	tbz     w20, #0, .L17
.L10:
	tbnz    w24, #3, .L24
	ldrb    w8, [sp, #187]
	strb    w26, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L11
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L11:
	sub     w8, w24, #0x1f
	and     w8, w8, w21
.L12:
	ldaxr   w25, [x19]
	cmp     w25, w24
	b.ne    .L13
	stxr    w9, w8, [x19]
	cbnz    w9, .L12
	b       .L14
.L13:
	clrex
.L14:
	ldr     x8, [sp, #144]
	cbnz    x8, .L16
.L15:
	cmp     w25, w24
	b.eq    .L100
	mov     w24, w25
	tbz     w25, #0, .L10
	b       .L29
.L16:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L15
.L17:
	tbnz    w24, #3, .L24
	ldrb    w8, [sp, #187]
	strb    w26, [sp, #185]
	str     wzr, [sp, #176]
	strb    wzr, [sp, #187]
	tbz     w8, #0, .L18
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L18:
	orr     w8, w24, #0x1
	and     w8, w8, w28
.L19:
	ldaxr   w25, [x19]
	cmp     w25, w24
	b.ne    .L20
	stxr    w9, w8, [x19]
	cbnz    w9, .L19
	b       .L21
.L20:
	clrex
.L21:
	ldr     x8, [sp, #144]
	cbnz    x8, .L23
.L22:
	cmp     w25, w24
	b.eq    .L100
	mov     w24, w25
	tbz     w25, #0, .L17
	b       .L29
.L23:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L22
.L24:
	mov     w25, w24
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	tbz     w8, #0, .L31
.L25:
	and     w8, w25, #0xfffffff9
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w23
.L26:
	ldaxr   w24, [x19]
	cmp     w24, w25
	b.ne    .L27
	stxr    w9, w8, [x19]
	cbnz    w9, .L26
	b       .L28
.L27:
	clrex
.L28:
	cmp     w24, w25
	b.ne    .L9
	b       .L100
.L29:
	cmp     w25, #0x1f
	b.ls    .L30
	strb    w26, [sp, #186]
	strb    wzr, [sp, #192]
	and     w8, w25, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L25
	b       .L31
.L30:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
	strb    w26, [sp, #186]
	strb    w8, [sp, #192]
	and     w8, w25, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L25
.L31:
	ldr     w24, [sp, #168]
	cbnz    w24, .L32
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L92
.L32:
	ldr     w9, [sp, #176]
	ldrb    w10, [sp, #190]
	add     w8, w24, #0x1
	str     w8, [sp, #168]
	adds    w9, w9, #0x1
	csinv   w24, w9, wzr, cc
	str     w24, [sp, #176]
	tbnz    w10, #0, .L92
	ldr     w9, [sp, #80]
	cbz     w9, .L33
	cmp     w9, #0x1
	b.ne    .L35
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L92
	ldrb    w8, [sp, #192]
	cmp     w8, #0x1
	b.ne    .L36
	ldr     w8, [sp, #180]
	cmp     w8, #0x3
	b.cs    .L36
	add     w8, w8, #0x1
	strb    wzr, [sp, #186]
	str     w8, [sp, #180]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	strb    wzr, [sp, #192]
	str     w8, [sp, #112]
	str     w8, [sp, #96]
	str     wzr, [sp, #80]
	b       .L43
.L33:
	ldrb    w10, [sp, #186]
	ldrb    w9, [sp, #184]
	tst     w8, #0x3
	stp     w9, w10, [sp, #20]
	b.eq    .L34
	ldr     w8, [sp, #24]
	tbnz    w8, #0, .L34
	ldr     w8, [sp, #20]
	tbz     w8, #0, .L43
.L34:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #32]
	str     w1, [sp, #28]
	ldr     w10, [sp, #96]
	mov     w8, #0xca00
	ldr     x9, [sp, #32]
	movk    w8, #0x3b9a, lsl #16
	cmp     w10, w8
	ldr     w8, [sp, #28]
	stur    x9, [x29, #-40]
	stur    w8, [x29, #-32]
	b.ne    .L37
	mov     w10, w8
	mov     x1, x9
	str     x9, [sp, #88]
	str     w8, [sp, #96]
	b       .L38
.L35:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L92
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #80]
	b       .L43
.L36:
	str     d8, [sp, #80]
	b       .L43
.L37:
	ldr     x1, [sp, #88]
.L38:
	ldr     w2, [sp, #112]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w2, w8
	b.ne    .L39
	ldr     x8, [sp, #32]
	str     x8, [sp, #104]
	ldr     w8, [sp, #28]
	mov     w2, w8
	str     w8, [sp, #112]
.L39:
	ldr     x8, [sp, #32]
	ldr     w9, [sp, #28]
	str     x8, [sp, #120]
	ldrb    w8, [sp, #185]
	str     w9, [sp, #128]
	strb    wzr, [sp, #185]
	tbz     w8, #0, .L40
	ldr     x8, [sp, #32]
	str     x8, [sp, #104]
	ldr     w8, [sp, #28]
	mov     w2, w8
	str     w8, [sp, #112]
.L40:
	cmp     w24, #0x7
	b.ls    .L41
	ldrb    w8, [sp, #188]
	tbnz    w8, #0, .L91
	str     x1, [sp, #8]
	ldr     x1, [sp, #104]
	mov     w24, w10
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, w24
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	ldr     x1, [sp, #8]
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	b.cs    .L91
.L41:
	ldr     w8, [sp, #24]
	tbnz    w8, #0, .L42
	sub     x0, x29, #0x28
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
	b.cc    .L43
.L42:
	ldr     x8, [sp, #48]
	ldr     x0, [x8]
	ldr     w1, [x8, #8]
	ldr     x2, [sp, #32]
	ldr     w3, [sp, #28]
	bl      <hintlock::spin::policy::may_yield>
	cbz     w0, .L92
	str     w26, [sp, #80]
.L43:
	ldr     w8, [sp, #64]
	tbnz    w8, #0, .L55
	ldr     x8, [sp, #72]
	ldr     x11, [x8]
	ldr     x9, [sp, #56]
	ldr     w8, [x27, x9]
	str     x11, [sp, #64]
	add     w10, w8, #0x1
	mov     w8, #0x79b9
	str     w10, [x27, x9]
	movk    w8, #0x9e37, lsl #16
	add     x9, sp, #0x50
	mul     w8, w10, w8
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #172]
	and     w8, w10, #0xf
	stp     w10, w8, [sp, #28]
	tbz     w11, #4, .L44
	cbz     w8, .L90
.L44:
	ldr     x9, [sp, #64]
	mov     w8, #0x11
	tst     x9, x8
	b.eq    .L46
	ldr     x8, [sp, #72]
	ldr     x24, [x8, #16]
	cbz     x24, .L47
	bl      <hintlock::spin::policy::now_ns>
	subs    x8, x0, x24
	mov     w9, #0x4b3f
	csel    x8, xzr, x8, cc
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	cset    w9, hi
	strb    w9, [sp, #184]
	ldr     x9, [sp, #64]
	tbnz    w9, #0, .L45
	mov     w9, #0x4b3f
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.hi    .L48
.L45:
	mov     w9, #0x4b3f
	str     x19, [sp, #136]
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	b.ls    .L49
	b       .L51
.L46:
	strb    wzr, [sp, #184]
	str     x19, [sp, #136]
	b       .L49
.L47:
	ldr     x8, [sp, #64]
	strb    w26, [sp, #184]
	tbnz    w8, #0, .L50
.L48:
	lsr     w3, w25, #5
	ldr     x1, [sp, #72]
	add     x0, sp, #0x50
	mov     x2, x19
	bl      <<hintlock::spin::policy::SpinPhase>::time_wait>
	ldrb    w8, [sp, #184]
	str     x19, [sp, #136]
	tbnz    w8, #0, .L51
.L49:
	ldr     x8, [x22]
	cmp     x8, x19
	b.ne    .L52
	ldrb    w8, [sp, #189]
	ldr     w9, [x22, #8]
	mov     w10, #0x3
	mov     w11, #0xf
	strb    w26, [sp, #187]
	cmp     w8, #0x0
	add     w9, w9, #0x1
	csel    w10, w11, w10, ne
	str     w9, [x22, #8]
	tst     w9, w10
	cset    w9, ne
	csel    w8, wzr, w8, eq
	strb    w9, [sp, #188]
	strb    w8, [sp, #190]
	b       .L52
.L50:
	str     x19, [sp, #136]
.L51:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #88]
	str     w1, [sp, #96]
	str     x0, [sp, #104]
	str     w1, [sp, #112]
	str     x0, [sp, #120]
	str     w1, [sp, #128]
.L52:
	ldr     w9, [sp, #32]
	and     w8, w25, #0x10
	orr     w8, w9, w8
	cbnz    w8, .L55
	ldp     x1, x0, [sp, #64]
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #28]
	tst     w8, #0xf0
	eor     w8, w0, #0x1
	csinc   w8, w8, wzr, eq
	tbnz    w8, #0, .L53
	ldr     x8, [sp, #72]
	str     x8, [sp, #144]
	b       .L54
.L53:
	cbz     w0, .L55
.L54:
	mov     w0, #0x10
	mov     x1, x19
	bl      <__aarch64_ldset4_relax>
.L55:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L56
	cmp     w8, #0x1
	b.ne    .L57
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	mov     w25, w1
	ldr     w1, [sp, #128]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ne    .L61
	strb    wzr, [sp, #191]
	b       .L62
.L56:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
	b       .L62
.L57:
	ldrb    w8, [sp, #184]
	tbz     w8, #0, .L58
	mov     w8, #0x3ff
	b       .L59
.L58:
	ldr     w8, [sp, #168]
	mov     w9, #0x4
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	mov     w9, #0xffffffff
	lsl     w8, w9, w8
	mvn     w8, w8
.L59:
	ldr     w9, [sp, #172]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #172]
	cinc    w8, w8, eq
	cbz     w8, .L63
.L60:
	subs    w8, w8, #0x1
	isb
	b.ne    .L60
	b       .L62
.L61:
	mov     x24, x0
	ldr     x0, [sp, #120]
	mov     x2, x24
	mov     w3, w25
	bl      <hintlock::spin::policy::ran_others>
	strb    w0, [sp, #191]
	cbz     w0, .L62
	ldr     x8, [sp, #48]
	str     x24, [x8]
	str     w25, [x8, #8]
.L62:
	ldr     x9, [sp, #144]
.L63:
	cbnz    x9, .L89
.L64:
	mov     w8, #0x1
	ldr     w25, [x19]
	str     w8, [sp, #64]
	ldur    w8, [x29, #-4]
	tbz     w8, #0, .L8
.L65:
	tbnz    w25, #0, .L85
	tbz     w20, #0, .L73
.L66:
	ldrb    w8, [sp, #187]
	strb    w26, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L67
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L67:
	sub     w8, w25, #0x1f
	and     w8, w8, w21
.L68:
	ldaxr   w24, [x19]
	cmp     w24, w25
	b.ne    .L69
	stxr    w9, w8, [x19]
	cbnz    w9, .L68
	b       .L70
.L69:
	clrex
.L70:
	ldr     x8, [sp, #144]
	cbnz    x8, .L72
.L71:
	cmp     w24, w25
	b.eq    .L100
	mov     w25, w24
	tbz     w24, #0, .L66
	b       .L80
.L72:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L71
.L73:
	ldrb    w8, [sp, #187]
	strb    w26, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L74
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L74:
	orr     w8, w25, #0x1
	and     w8, w8, w28
.L75:
	ldaxr   w24, [x19]
	cmp     w24, w25
	b.ne    .L76
	stxr    w9, w8, [x19]
	cbnz    w9, .L75
	b       .L77
.L76:
	clrex
.L77:
	ldr     x8, [sp, #144]
	cbnz    x8, .L79
.L78:
	cmp     w24, w25
	b.eq    .L100
	mov     w25, w24
	tbz     w24, #0, .L73
	b       .L82
.L79:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L78
.L80:
	cmp     w24, #0x1f
	b.ls    .L83
.L81:
	mov     w8, wzr
	b       .L84
.L82:
	cmp     w24, #0x1f
	b.hi    .L81
.L83:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
.L84:
	mov     w25, w24
	strb    w26, [sp, #186]
	strb    w8, [sp, #192]
.L85:
	and     w8, w25, #0x4
	and     w8, w20, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L31
	and     w8, w25, #0xfffffff9
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w23
.L86:
	ldaxr   w9, [x19]
	cmp     w9, w25
	b.ne    .L87
	stxr    w10, w8, [x19]
	cbnz    w10, .L86
	b       .L88
.L87:
	clrex
.L88:
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L65
	b       .L100
.L89:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	b       .L64
.L90:
	bl      <hintlock::spin::policy::now_ns>
	ldr     x8, [sp, #72]
	mov     w9, #0xf080
	movk    w9, #0x2fa, lsl #16
	ldr     x8, [x8, #8]
	subs    x8, x0, x8
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	b.cc    .L44
	ldp     x9, x8, [sp, #64]
	and     x9, x9, #0xffffffffffffffe3
	str     x9, [sp, #64]
	str     x9, [x8]
	b       .L44
.L91:
	ldr     w8, [sp, #20]
	tbnz    w8, #0, .L92
	ldrb    w8, [sp, #187]
	tbnz    w8, #0, .L92
	ldr     x8, [sp, #136]
	str     wzr, [x22, #8]
	str     x8, [x22]
.L92:
	ldur    w10, [x29, #-4]
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w20, #0x1
	orr     w8, w10, w8, lsr #3
	add     w10, w9, #0x20
	csel    w23, w9, w10, ne
	tbnz    w8, #0, .L93
	mov     w8, #0xca00
	ldr     w9, [sp, #44]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L94
.L93:
	mov     w21, wzr
	b       .L96
.L94:
	ldr     x8, [sp]
	stur    w9, [x29, #-32]
	stur    x8, [x29, #-40]
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::elapsed>
	mov     x21, x0
	lsr     w0, w25, #5
	mov     w24, w1
	bl      <hintlock::spin::policy::fair_after>
	cmp     x21, x0
	cset    w21, cs
	b.ne    .L95
	cmp     w24, w1
	cset    w21, cs
.L95:
	orr     w8, w23, #0x8
	cmp     w21, #0x0
	csel    w23, w8, w23, ne
.L96:
	cmp     w23, w25
	b.eq    .L97
	mov     w0, w25
	mov     w1, w23
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w25
	mov     w25, w0
	b.ne    .L7
.L97:
	ldur    w8, [x29, #-4]
	mov     w20, #0x1
	mov     w25, w23
	orr     w8, w8, w21
	stur    w8, [x29, #-4]
	tbnz    w23, #2, .L7
	mov     w8, #0xca00
	ldr     w9, [sp, #44]
	ldur    w20, [x29, #-4]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L98
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	str     w1, [sp, #44]
.L98:
	tst     w20, #0x1
	cinc    w5, w26, ne
	mov     w3, #0xca00
	mov     x0, x19
	mov     w1, w23
	movk    w3, #0x3b9a, lsl #16
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	ldr     x8, [sp, #160]
	cmp     x8, #0x0
	cset    w20, ne
	cbz     x8, .L99
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
.L99:
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
	b       .L7
.L100:
	ldr     x8, [sp, #160]
	ldur    w9, [x29, #-8]
	cmp     x8, #0x0
	cset    w8, ne
	orr     w8, w9, w8
	tbnz    w8, #0, .L102
.L101:
	ldp     x20, x19, [sp, #320]
	ldr     d8, [sp, #224]
	ldp     x22, x21, [sp, #304]
	ldp     x24, x23, [sp, #288]
	ldp     x26, x25, [sp, #272]
	ldp     x28, x27, [sp, #256]
	ldp     x29, x30, [sp, #240]
	add     sp, sp, #0x150
	ret
.L102:
	mov     x0, x19
	mov     w1, #0x1
	bl      <hintlock::spin::policy::wait_ended>
	ldr     x8, [sp, #160]
	cbz     x8, .L101
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
	b       .L101
	b       .L103
	b       .L103
	b       .L103
	b       .L103
	b       .L103
	b       .L103
	b       .L103
.L103:
	ldr     x8, [sp, #160]
	mov     x19, x0
	cbz     x8, .L104
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
.L104:
	mov     x0, x19
	bl      <_Unwind_Resume@plt>
