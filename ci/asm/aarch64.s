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
	cmp     w1, #0x40
	b.cc    .L1
	tbz     w1, #1, .L2
.L1:
	ret
.L2:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
	ldr     w1, [x0]
	cmp     w1, #0x3f
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
	cmp     w1, #0x40
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
	cmp     w20, #0x40
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
	movk    x8, #0x70
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
	cmp     w1, #0x40
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
	movz    x10, #0x0, lsl #16
	movk    x8, #0x40
	mrs     x9, tpidr_el0
	movk    x10, #0x70
	cmp     x0, #0x0
	csel    x11, xzr, x19, eq
	str     x11, [x9, x8]
	str     x19, [x9, x10]
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L4:
	movz    x8, #0x0, lsl #16
	movk    x8, #0x40
	mrs     x9, tpidr_el0
	str     xzr, [x9, x8]
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
	cmp     w1, #0x40
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
	stur    xzr, [sp, #187]
	str     wzr, [sp, #184]
	str     wzr, [sp, #80]
	str     w8, [sp, #96]
	str     w8, [sp, #112]
	str     w8, [sp, #128]
	stp     xzr, xzr, [sp, #168]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x70
	nop
	nop
	mrs     x25, tpidr_el0
	strb    wzr, [sp, #195]
	adrp    x24, <PAGE>
	ldr     x8, [x25, x0]
	str     xzr, [x25, x0]
	cmp     x8, x19
	cset    w8, eq
	strb    w8, [sp, #189]
	ldr     w26, [x19]
	ldr     x24, [x24, #:lo12:]
	tbz     w20, #0, .L2
	cmp     w26, #0x3f
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
	movk    x0, #0x80
	nop
	nop
	add     x9, x25, x0
	ldp     x8, x21, [x9]
	stp     xzr, xzr, [x9]
	tbz     w26, #4, .L5
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
	tbz     w26, #0, .L6
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
	ldr     w26, [x19]
	tbz     w26, #0, .L6
	isb
	ldr     w26, [x19]
	tbz     w26, #0, .L6
	isb
	ldr     w26, [x19]
.L6:
	movz    x0, #0x0, lsl #16
	movk    x0, #0x90
	nop
	nop
	mul     x8, x19, x23
	add     x22, x25, x0
	lsr     x8, x8, #58
	add     x8, x24, x8, lsl #6
	str     x8, [sp, #72]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x10
	nop
	nop
	add     x8, x25, x0
	str     x25, [sp, #64]
	str     x8, [sp, #32]
	movz    x0, #0x0, lsl #16
	movk    x0, #0x78
	nop
	nop
	adrp    x8, <PAGE>
	mov     w27, wzr
	mov     w21, wzr
	ldr     d8, [x8, #:lo12:]
	mov     w8, #0xca00
	mov     w24, wzr
	mov     w25, #0xffffffef
	mov     w9, #0xffffffc9
	mov     w10, #0xffffffc1
	mov     w20, #0xffffffcd
	movk    w8, #0x3b9a, lsl #16
	str     x0, [sp, #56]
	str     wzr, [sp, #48]
	str     w8, [sp, #20]
.L7:
	str     wzr, [sp, #28]
.L8:
	tst     w27, #0x1
	mov     w8, #0xffffffe7
	stp     w27, wzr, [x29, #-8]
	csel    w28, w8, w25, ne
	csel    w8, w10, w9, ne
	mov     w25, w26
	str     w8, [sp, #24]
.L9:
	tbnz    w25, #0, .L29
	ldur    w8, [x29, #-8]
	tbz     w8, #0, .L17
.L10:
	ldrb    w8, [sp, #187]
	mov     w9, #0x1
	str     wzr, [sp, #176]
	strb    w9, [sp, #185]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L11
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L11:
	orr     w8, w25, #0x1
	sub     w9, w25, #0x3f
	tst     w24, #0x1
	and     w8, w8, w20
	and     w9, w9, w20
	csinc   w8, w8, w25, ne
	tst     w21, #0x1
	csel    w8, w9, w8, ne
	and     w8, w8, w28
.L12:
	ldaxr   w23, [x19]
	cmp     w23, w25
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
	cmp     w23, w25
	b.eq    .L87
	mov     w25, w23
	tbz     w23, #0, .L10
	b       .L24
.L16:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L15
.L17:
	tbnz    w25, #3, .L29
	mov     w8, #0x1
	str     wzr, [sp, #176]
	strb    w8, [sp, #185]
	ldrb    w8, [sp, #187]
	strb    wzr, [sp, #187]
	tbz     w8, #0, .L18
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L18:
	orr     w8, w25, #0x1
	mov     w10, #0xffffffc5
	sub     w9, w25, #0x3f
	and     w8, w8, w10
	tst     w24, #0x1
	and     w9, w9, w20
	csinc   w8, w8, w25, ne
	tst     w21, #0x1
	csel    w8, w9, w8, ne
	and     w8, w8, w28
.L19:
	ldaxr   w23, [x19]
	cmp     w23, w25
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
	cmp     w23, w25
	b.eq    .L87
	mov     w25, w23
	tbz     w23, #0, .L17
	b       .L26
.L23:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L22
.L24:
	cmp     w23, #0x3f
	b.ls    .L27
.L25:
	mov     w8, wzr
	b       .L28
.L26:
	cmp     w23, #0x3f
	b.hi    .L25
.L27:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
.L28:
	mov     w9, #0x1
	mov     w25, w23
	strb    w8, [sp, #192]
	strb    w9, [sp, #186]
.L29:
	and     w8, w25, #0x4
	and     w8, w21, w8, lsr #2
	tbnz    w8, #0, .L66
	ldr     w23, [sp, #168]
	cbnz    w23, .L30
	bl      <hintlock::spin::policy::multi_cpu>
	mov     w20, #0xffffffcd
	cbz     w0, .L71
.L30:
	ldr     w9, [sp, #176]
	ldrb    w10, [sp, #190]
	add     w8, w23, #0x1
	str     w8, [sp, #168]
	adds    w9, w9, #0x1
	csinv   w23, w9, wzr, cc
	str     w23, [sp, #176]
	tbnz    w10, #0, .L71
	ldr     w9, [sp, #80]
	cbz     w9, .L31
	cmp     w9, #0x1
	b.ne    .L33
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L71
	ldrb    w8, [sp, #192]
	cmp     w8, #0x1
	b.ne    .L34
	ldr     w8, [sp, #180]
	cmp     w8, #0x3
	b.cs    .L34
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
.L31:
	ldrb    w9, [sp, #186]
	tst     w8, #0x3
	str     w9, [sp, #52]
	ldrb    w9, [sp, #184]
	str     w9, [sp, #44]
	b.eq    .L32
	ldr     w8, [sp, #52]
	tbnz    w8, #0, .L32
	ldr     w8, [sp, #44]
	tbz     w8, #0, .L43
.L32:
	bl      <<std::time::Instant>::now>
	ldr     w9, [sp, #96]
	mov     w8, #0xca00
	mov     x26, x0
	movk    w8, #0x3b9a, lsl #16
	mov     w27, w1
	stur    x0, [x29, #-40]
	cmp     w9, w8
	stur    w1, [x29, #-32]
	b.ne    .L35
	mov     w9, w27
	mov     x1, x26
	str     x26, [sp, #88]
	str     w27, [sp, #96]
	ldr     w2, [sp, #112]
	cmp     w2, w8
	b.eq    .L36
	b       .L37
.L33:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L71
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #80]
	b       .L43
.L34:
	str     d8, [sp, #80]
	b       .L43
.L35:
	ldr     x1, [sp, #88]
	ldr     w2, [sp, #112]
	cmp     w2, w8
	b.ne    .L37
.L36:
	mov     w2, w27
	str     x26, [sp, #104]
	str     w27, [sp, #112]
.L37:
	ldrb    w8, [sp, #185]
	str     x26, [sp, #120]
	str     w27, [sp, #128]
	strb    wzr, [sp, #185]
	tbz     w8, #0, .L38
	str     x26, [sp, #104]
	mov     w2, w27
	str     w27, [sp, #112]
	cmp     w23, #0x7
	b.ls    .L40
	b       .L39
.L38:
	cmp     w23, #0x7
	b.ls    .L40
.L39:
	ldrb    w8, [sp, #188]
	tbnz    w8, #0, .L70
	mov     x20, x1
	ldr     x1, [sp, #104]
	mov     w23, w9
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	mov     x1, x20
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	mov     w9, w23
	b.cs    .L70
.L40:
	ldrb    w23, [sp, #194]
	sub     x0, x29, #0x28
	mov     w2, w9
	bl      <<std::time::Instant>::duration_since>
	ldr     w8, [sp, #52]
	cbz     w8, .L41
	tbz     w23, #0, .L42
.L41:
	mov     w9, #0xca00
	mov     w10, #0xfa0
	mov     w11, #0xc350
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     w23, #0x0
	csel    x10, x11, x10, ne
	cmp     x8, x10
	sbcs    xzr, x9, xzr
	b.cc    .L43
.L42:
	ldr     x8, [sp, #32]
	ldr     x0, [x8]
	ldr     w1, [x8, #8]
	mov     x2, x26
	mov     w3, w27
	bl      <hintlock::spin::policy::may_yield>
	mov     w20, #0xffffffcd
	cbz     w0, .L71
	mov     w8, #0x1
	str     w8, [sp, #80]
.L43:
	ldur    w8, [x29, #-4]
	tbnz    w8, #0, .L55
	ldp     x9, x8, [sp, #64]
	ldr     x26, [x8]
	ldr     x10, [sp, #56]
	ldr     w8, [x9, x10]
	add     w23, w8, #0x1
	mov     w8, #0x79b9
	str     w23, [x9, x10]
	movk    w8, #0x9e37, lsl #16
	add     x9, sp, #0x50
	mul     w8, w23, w8
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #172]
	and     w8, w23, #0xf
	tbz     w26, #4, .L44
	cbz     w8, .L79
.L44:
	mov     w8, #0x11
	tst     x26, x8
	b.eq    .L45
	ldr     x8, [sp, #72]
	ldr     x27, [x8, #16]
	cbz     x27, .L46
	bl      <hintlock::spin::policy::now_ns>
	subs    x8, x0, x27
	mov     w9, #0x4b3f
	csel    x8, xzr, x8, cc
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	cset    w8, hi
	ldrb    w9, [sp, #193]
	strb    w8, [sp, #184]
	and     w9, w26, w9
	and     w9, w8, w9
	strb    w9, [sp, #194]
	tbz     w26, #0, .L47
	b       .L50
.L45:
	mov     w8, wzr
	ldrb    w9, [sp, #193]
	strb    wzr, [sp, #184]
	and     w9, w26, w9
	and     w9, wzr, w9
	strb    w9, [sp, #194]
	tbz     w26, #0, .L47
	b       .L50
.L46:
	mov     w8, #0x1
	ldrb    w9, [sp, #193]
	strb    w8, [sp, #184]
	and     w9, w26, w9
	and     w9, w8, w9
	strb    w9, [sp, #194]
	tbnz    w26, #0, .L50
.L47:
	tbz     w8, #0, .L50
	lsr     w3, w25, #6
	ldr     x1, [sp, #72]
	add     x0, sp, #0x50
	mov     x2, x19
	bl      <<hintlock::spin::policy::SpinPhase>::time_wait>
	ldrb    w8, [sp, #184]
	and     w9, w26, #0x10
	and     w9, w8, w9, lsr #4
	strb    w9, [sp, #195]
	str     x19, [sp, #136]
	tbnz    w8, #0, .L51
.L48:
	ldr     x8, [x22]
	cmp     x8, x19
	b.ne    .L49
	ldrb    w8, [sp, #189]
	ldr     w9, [x22, #8]
	mov     w10, #0x3
	mov     w11, #0xf
	cmp     w8, #0x0
	add     w9, w9, #0x1
	csel    w10, w11, w10, ne
	mov     w11, #0x1
	str     w9, [x22, #8]
	tst     w9, w10
	strb    w11, [sp, #187]
	cset    w9, ne
	csel    w8, wzr, w8, eq
	strb    w9, [sp, #188]
	strb    w8, [sp, #190]
.L49:
	and     w8, w25, #0x10
	and     w9, w23, #0xf
	orr     w8, w9, w8
	cbnz    w8, .L55
	b       .L52
.L50:
	and     w9, w8, w26, lsr #4
	strb    w9, [sp, #195]
	str     x19, [sp, #136]
	tbz     w8, #0, .L48
.L51:
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #88]
	str     w1, [sp, #96]
	str     x0, [sp, #104]
	str     w1, [sp, #112]
	str     x0, [sp, #120]
	str     w1, [sp, #128]
	and     w8, w25, #0x10
	and     w9, w23, #0xf
	orr     w8, w9, w8
	cbnz    w8, .L55
.L52:
	ldr     x0, [sp, #72]
	mov     x1, x26
	bl      <hintlock::spin::policy::wants_sample>
	tst     w23, #0xf0
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
	b.ne    .L59
	strb    wzr, [sp, #191]
	b       .L63
.L56:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
	b       .L63
.L57:
	ldrb    w9, [sp, #195]
	ldr     w8, [sp, #168]
	cmp     w9, #0x1
	b.ne    .L58
	cmp     w8, #0x1
	b.ne    .L58
	ldr     w8, [sp, #172]
	eor     w8, w8, w8, lsl #13
	eor     w8, w8, w8, lsr #17
	eor     w9, w8, w8, lsl #5
	mov     w8, #0x400
	bfxil   w8, w9, #0, #10
	str     w9, [sp, #172]
	b       .L62
.L58:
	ldrb    w9, [sp, #184]
	tbz     w9, #0, .L60
	mov     w8, #0x3ff
	b       .L61
.L59:
	mov     x23, x0
	ldr     x0, [sp, #120]
	mov     x2, x23
	mov     w3, w25
	bl      <hintlock::spin::policy::ran_others>
	strb    w0, [sp, #191]
	cbz     w0, .L63
	ldr     x8, [sp, #32]
	str     x23, [x8]
	str     w25, [x8, #8]
	b       .L63
.L60:
	subs    w8, w8, #0x8
	mov     w9, #0x4
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	mov     w9, #0xffffffff
	lsl     w8, w9, w8
	mvn     w8, w8
.L61:
	ldr     w9, [sp, #172]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #172]
	cinc    w8, w8, eq
	cbz     w8, .L64
.L62:
	subs    w8, w8, #0x1
	isb
	b.ne    .L62
.L63:
	ldr     x9, [sp, #144]
.L64:
	cbnz    x9, .L78
.L65:
	ldr     w25, [x19]
	mov     w8, #0x1
	mov     w20, #0xffffffcd
	stur    w8, [x29, #-4]
	b       .L9
.L66:
	mov     w8, #0xffffffd9
	ldr     w9, [sp, #24]
	mov     w21, #0x1
	and     w8, w25, w8
	sub     w8, w8, #0x40
	and     w8, w8, w9
.L67:
	ldaxr   w9, [x19]
	cmp     w9, w25
	b.ne    .L68
	stxr    w10, w8, [x19]
	cbnz    w10, .L67
	b       .L69
.L68:
	clrex
.L69:
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L9
	b       .L87
.L70:
	ldr     w8, [sp, #44]
	mov     w20, #0xffffffcd
	tbnz    w8, #0, .L71
	ldrb    w8, [sp, #187]
	tbnz    w8, #0, .L71
	ldr     x8, [sp, #136]
	str     wzr, [x22, #8]
	str     x8, [x22]
.L71:
	tst     w25, #0x4
	ldr     w9, [sp, #28]
	cset    w8, eq
	orr     w8, w8, w9
	tbz     w8, #0, .L80
	tbz     w21, #0, .L72
	mov     w8, #0xffffffdd
	and     w26, w25, w8
	ldur    w27, [x29, #-8]
	and     w8, w25, #0x8
	orr     w8, w27, w8, lsr #3
	tbz     w8, #0, .L74
	b       .L77
.L72:
	tbz     w24, #0, .L73
	mov     w8, #0xffffffdd
	and     w8, w25, w8
	add     w26, w8, #0x40
	ldur    w27, [x29, #-8]
	and     w8, w25, #0x8
	orr     w8, w27, w8, lsr #3
	tbz     w8, #0, .L74
	b       .L77
.L73:
	mov     w8, #0x22
	and     w9, w25, #0xfffffffd
	and     w8, w25, w8
	cmp     w8, #0x2
	csel    w8, w9, w25, eq
	add     w26, w8, #0x40
	ldur    w27, [x29, #-8]
	and     w8, w25, #0x8
	orr     w8, w27, w8, lsr #3
	tbnz    w8, #0, .L77
.L74:
	mov     w8, #0xca00
	ldr     w9, [sp, #20]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L75
	mov     w27, wzr
	b       .L77
.L75:
	ldr     x8, [sp, #8]
	stur    w9, [x29, #-32]
	stur    x8, [x29, #-40]
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::elapsed>
	mov     x27, x0
	lsr     w0, w25, #6
	mov     w23, w1
	bl      <hintlock::spin::policy::fair_after>
	cmp     x27, x0
	cset    w27, cs
	b.ne    .L76
	cmp     w23, w1
	cset    w27, cs
.L76:
	orr     w8, w26, #0x8
	cmp     w27, #0x0
	csel    w26, w8, w26, ne
.L77:
	cmp     w26, w25
	b.eq    .L81
	mov     w0, w25
	mov     w1, w26
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w25
	mov     w25, w0
	stur    wzr, [x29, #-4]
	b.ne    .L9
	b       .L81
.L78:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	b       .L65
.L79:
	bl      <hintlock::spin::policy::now_ns>
	ldr     x8, [sp, #72]
	mov     w9, #0xf080
	movk    w9, #0x2fa, lsl #16
	ldr     x8, [x8, #8]
	subs    x8, x0, x8
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	b.cc    .L44
	ldr     x8, [sp, #72]
	and     x26, x26, #0xffffffffffffffe3
	str     x26, [x8]
	b       .L44
.L80:
	mov     x0, x19
	mov     w1, w25
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wait_for_claim>
	str     w1, [sp, #28]
	mov     w25, w0
	stur    wzr, [x29, #-4]
	b       .L9
.L81:
	mov     w24, wzr
	mov     w21, #0x1
	mov     w25, #0xffffffef
	mov     w9, #0xffffffc9
	mov     w10, #0xffffffc1
	tbnz    w26, #2, .L8
	mov     w8, #0xca00
	ldr     w21, [sp, #20]
	mov     w28, #0x20
	movk    w8, #0x3b9a, lsl #16
	cmp     w21, w8
	b.ne    .L82
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w21, w1
.L82:
	tst     w27, #0x1
	mov     w8, #0x1
	cinc    w5, w8, ne
	mov     w3, #0xca00
	mov     x0, x19
	mov     w1, w26
	movk    w3, #0x3b9a, lsl #16
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	ldr     x8, [sp, #160]
	str     w21, [sp, #20]
	cmp     x8, #0x0
	cset    w23, ne
	cbz     x8, .L83
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
.L83:
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	mov     w21, #0x1
	movk    w8, #0x3b9a, lsl #16
	str     wzr, [sp, #80]
	mov     w24, wzr
	str     w8, [sp, #96]
	mov     w9, #0xffffffc9
	mov     w10, #0xffffffc1
	str     w8, [sp, #112]
	str     w8, [sp, #128]
	add     x8, sp, #0x50
	stur    q0, [x8, #56]
	stur    q0, [x8, #72]
	stur    q0, [x8, #88]
	stur    q0, [x8, #97]
	sturh   w21, [sp, #193]
	strb    wzr, [sp, #195]
	ldr     w26, [x19]
	ldr     w8, [sp, #48]
	orr     w8, w8, w23
	str     w8, [sp, #48]
	tbnz    w27, #0, .L7
.L84:
	ubfx    w21, w26, #2, #1
	tbnz    w26, #2, .L85
	mov     w8, #0x22
	mov     w0, w26
	mov     x2, x19
	and     w8, w26, w8
	cmp     w8, #0x2
	sub     w8, w26, #0x40
	csel    w9, w28, wzr, eq
	cset    w24, eq
	orr     w23, w9, w8
	mov     w1, w23
	bl      <__aarch64_cas4_relax>
	cmp     w0, w26
	mov     w26, w0
	b.ne    .L84
	mov     w26, w23
	b       .L86
.L85:
	mov     w24, wzr
.L86:
	mov     w9, #0xffffffc9
	mov     w10, #0xffffffc1
	b       .L7
.L87:
	ldr     x8, [sp, #160]
	ldr     w9, [sp, #48]
	cmp     x8, #0x0
	cset    w8, ne
	orr     w8, w9, w8
	tbnz    w8, #0, .L89
.L88:
	ldp     x20, x19, [sp, #320]
	ldr     d8, [sp, #224]
	ldp     x22, x21, [sp, #304]
	ldp     x24, x23, [sp, #288]
	ldp     x26, x25, [sp, #272]
	ldp     x28, x27, [sp, #256]
	ldp     x29, x30, [sp, #240]
	add     sp, sp, #0x150
	ret
.L89:
	mov     x0, x19
	mov     w1, #0x1
	bl      <hintlock::spin::policy::wait_ended>
	ldr     x8, [sp, #160]
	cbz     x8, .L88
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
	b       .L88
	b       .L90
	b       .L90
	b       .L90
	b       .L90
	b       .L90
	b       .L90
.L90:
	ldr     x8, [sp, #160]
	mov     x19, x0
	cbz     x8, .L91
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
.L91:
	mov     x0, x19
	bl      <_Unwind_Resume@plt>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wait_for_claim
	sub     sp, sp, #0x60
	stp     x29, x30, [sp, #16]
	str     x25, [sp, #32]
	stp     x24, x23, [sp, #48]
	stp     x22, x21, [sp, #64]
	stp     x20, x19, [sp, #80]
	add     x29, sp, #0x10
	mov     w22, w1
	mov     x19, x0
	movz    x0, #0x0, lsl #16
	movk    x0, #0x40
	nop
	nop
	mrs     x8, tpidr_el0
	mov     w10, #0xe100
	ldr     x9, [x8, x0]
	movk    w10, #0x5f5, lsl #16
	str     xzr, [x8, x0]
	cmp     x9, x19
	mov     w9, #0x4240
	movk    w9, #0xf, lsl #16
	csel    w23, w10, w9, eq
	tbz     w22, #2, .L4
	mov     w25, #0xca00
	mov     w21, #0xca00
	mov     w24, wzr
	movk    w25, #0x3b9a, lsl #16
	movk    w21, #0x3b9a, lsl #16
	b       .L1
.L0:
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	isb
	add     w24, w24, #0x1
	ldr     w22, [x19]
	tbz     w22, #2, .L4
.L1:
	cmp     w24, #0x4
	b.cc    .L0
	cmp     w21, w25
	b.ne    .L2
	bl      <<std::time::Instant>::now>
	mov     x20, x0
	mov     w21, w1
	b       .L3
.L2:
	mov     x0, sp
	str     x20, [sp]
	str     w21, [sp, #8]
	bl      <<std::time::Instant>::elapsed>
	cbnz    x0, .L6
	cmp     w1, w23
	b.cs    .L6
.L3:
	bl      <std::thread::functions::yield_now>
	ldr     w22, [x19]
	tbnz    w22, #2, .L1
.L4:
	mov     w1, wzr
.L5:
	mov     w0, w22
	ldp     x20, x19, [sp, #80]
	ldr     x25, [sp, #32]
	ldp     x22, x21, [sp, #64]
	ldp     x24, x23, [sp, #48]
	ldp     x29, x30, [sp, #16]
	add     sp, sp, #0x60
	ret
.L6:
	mov     w1, #0x1
	b       .L5
