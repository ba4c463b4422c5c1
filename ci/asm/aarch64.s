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
	stur    xzr, [sp, #187]
	str     wzr, [sp, #184]
	str     wzr, [sp, #80]
	str     w8, [sp, #96]
	str     w8, [sp, #112]
	str     w8, [sp, #128]
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
	str     wzr, [sp, #68]
	tst     w8, #0x1
	csel    w28, w10, w9, ne
	mov     w9, #0xffffffe9
	mov     w10, #0xffffffe1
	csel    w23, w10, w9, ne
	and     w21, w28, #0xfffffffd
	tbnz    w8, #0, .L68
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
	b.eq    .L103
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
	b.eq    .L103
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
	b       .L103
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
	cbz     w0, .L95
.L32:
	ldr     w9, [sp, #176]
	ldrb    w10, [sp, #190]
	add     w8, w24, #0x1
	str     w8, [sp, #168]
	adds    w9, w9, #0x1
	csinv   w24, w9, wzr, cc
	str     w24, [sp, #176]
	tbnz    w10, #0, .L95
	ldr     w9, [sp, #80]
	cbz     w9, .L33
	cmp     w9, #0x1
	b.ne    .L35
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L95
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
	b       .L46
.L33:
	ldrb    w9, [sp, #186]
	tst     w8, #0x3
	str     w9, [sp, #40]
	ldrb    w9, [sp, #184]
	str     w9, [sp, #32]
	b.eq    .L34
	ldr     w8, [sp, #40]
	tbnz    w8, #0, .L34
	ldr     w8, [sp, #32]
	tbz     w8, #0, .L46
.L34:
	bl      <<std::time::Instant>::now>
	ldr     w9, [sp, #96]
	mov     w8, #0xca00
	mov     x10, x0
	movk    w8, #0x3b9a, lsl #16
	mov     w11, w1
	stur    x0, [x29, #-40]
	cmp     w9, w8
	stur    w1, [x29, #-32]
	b.ne    .L37
	mov     w9, w11
	mov     x1, x10
	str     x10, [sp, #88]
	str     w11, [sp, #96]
	b       .L38
.L35:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L95
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #80]
	b       .L46
.L36:
	str     d8, [sp, #80]
	b       .L46
.L37:
	ldr     x1, [sp, #88]
.L38:
	ldr     w2, [sp, #112]
	cmp     w2, w8
	b.ne    .L40
	mov     w2, w11
	str     x10, [sp, #104]
	str     w11, [sp, #112]
	ldrb    w8, [sp, #185]
	str     x10, [sp, #120]
	str     w11, [sp, #128]
	strb    wzr, [sp, #185]
	tbnz    w8, #0, .L41
.L39:
	cmp     w24, #0x7
	str     x10, [sp, #24]
	str     w11, [sp, #20]
	b.hi    .L42
	b       .L43
.L40:
	ldrb    w8, [sp, #185]
	str     x10, [sp, #120]
	str     w11, [sp, #128]
	strb    wzr, [sp, #185]
	tbz     w8, #0, .L39
.L41:
	str     x10, [sp, #104]
	mov     w2, w11
	str     w11, [sp, #112]
	cmp     w24, #0x7
	str     x10, [sp, #24]
	str     w11, [sp, #20]
	b.ls    .L43
.L42:
	ldrb    w8, [sp, #188]
	tbnz    w8, #0, .L94
	str     x1, [sp, #8]
	ldr     x1, [sp, #104]
	mov     w24, w9
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	ldr     x1, [sp, #8]
	cinc    x9, x9, cs
	cmp     x8, #0x7d0
	sbcs    xzr, x9, xzr
	mov     w9, w24
	b.cs    .L94
.L43:
	ldrb    w24, [sp, #194]
	sub     x0, x29, #0x28
	mov     w2, w9
	bl      <<std::time::Instant>::duration_since>
	ldr     w3, [sp, #20]
	ldr     x2, [sp, #24]
	ldr     w8, [sp, #40]
	cbz     w8, .L44
	tbz     w24, #0, .L45
.L44:
	mov     w9, #0xca00
	mov     w10, #0xfa0
	mov     w11, #0xc350
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     w24, #0x0
	csel    x10, x11, x10, ne
	cmp     x8, x10
	sbcs    xzr, x9, xzr
	b.cc    .L46
.L45:
	ldr     x8, [sp, #48]
	ldr     x0, [x8]
	ldr     w1, [x8, #8]
	bl      <hintlock::spin::policy::may_yield>
	cbz     w0, .L95
	str     w26, [sp, #80]
.L46:
	ldr     w8, [sp, #68]
	tbnz    w8, #0, .L58
	ldr     x8, [sp, #72]
	ldr     x11, [x8]
	ldr     x9, [sp, #56]
	ldr     w8, [x27, x9]
	add     w10, w8, #0x1
	mov     w8, #0x79b9
	str     w10, [x27, x9]
	movk    w8, #0x9e37, lsl #16
	add     x9, sp, #0x50
	str     w10, [sp, #40]
	mul     w8, w10, w8
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #172]
	and     w8, w10, #0xf
	str     w8, [sp, #68]
	tbz     w11, #4, .L47
	cbz     w8, .L93
.L47:
	mov     w8, #0x11
	tst     x11, x8
	b.eq    .L48
	ldr     x8, [sp, #72]
	str     x11, [sp, #32]
	ldr     x24, [x8, #16]
	cbz     x24, .L49
	bl      <hintlock::spin::policy::now_ns>
	subs    x8, x0, x24
	mov     w9, #0x4b3f
	csel    x8, xzr, x8, cc
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	cset    w8, hi
	b       .L50
.L48:
	mov     w8, wzr
	b       .L51
.L49:
	mov     w8, #0x1
.L50:
	ldr     x11, [sp, #32]
.L51:
	ldrb    w9, [sp, #193]
	strb    w8, [sp, #184]
	and     w9, w11, w9
	and     w9, w8, w9
	strb    w9, [sp, #194]
	tbnz    w11, #0, .L53
	tbz     w8, #0, .L53
	lsr     w3, w25, #5
	ldr     x1, [sp, #72]
	add     x0, sp, #0x50
	mov     x2, x19
	mov     x24, x11
	bl      <<hintlock::spin::policy::SpinPhase>::time_wait>
	ldrb    w8, [sp, #184]
	str     x19, [sp, #136]
	tbnz    w8, #0, .L54
.L52:
	ldr     x8, [x22]
	mov     x1, x24
	cmp     x8, x19
	b.ne    .L55
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
	b       .L55
.L53:
	mov     x24, x11
	str     x19, [sp, #136]
	tbz     w8, #0, .L52
.L54:
	bl      <<std::time::Instant>::now>
	str     w1, [sp, #96]
	str     w1, [sp, #112]
	str     w1, [sp, #128]
	mov     x1, x24
	str     x0, [sp, #88]
	str     x0, [sp, #104]
	str     x0, [sp, #120]
.L55:
	ldr     w9, [sp, #68]
	and     w8, w25, #0x10
	orr     w8, w9, w8
	cbnz    w8, .L58
	ldr     x0, [sp, #72]
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #40]
	tst     w8, #0xf0
	eor     w8, w0, #0x1
	csinc   w8, w8, wzr, eq
	tbnz    w8, #0, .L56
	ldr     x8, [sp, #72]
	str     x8, [sp, #144]
	b       .L57
.L56:
	cbz     w0, .L58
.L57:
	mov     w0, #0x10
	mov     x1, x19
	bl      <__aarch64_ldset4_relax>
.L58:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L59
	cmp     w8, #0x1
	b.ne    .L60
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	mov     w25, w1
	ldr     w1, [sp, #128]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ne    .L64
	strb    wzr, [sp, #191]
	b       .L65
.L59:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
	b       .L65
.L60:
	ldrb    w8, [sp, #184]
	tbz     w8, #0, .L61
	mov     w8, #0x3ff
	b       .L62
.L61:
	ldr     w8, [sp, #168]
	mov     w9, #0x4
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	mov     w9, #0xffffffff
	lsl     w8, w9, w8
	mvn     w8, w8
.L62:
	ldr     w9, [sp, #172]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #172]
	cinc    w8, w8, eq
	cbz     w8, .L66
.L63:
	subs    w8, w8, #0x1
	isb
	b.ne    .L63
	b       .L65
.L64:
	mov     x24, x0
	ldr     x0, [sp, #120]
	mov     x2, x24
	mov     w3, w25
	bl      <hintlock::spin::policy::ran_others>
	strb    w0, [sp, #191]
	cbz     w0, .L65
	ldr     x8, [sp, #48]
	str     x24, [x8]
	str     w25, [x8, #8]
.L65:
	ldr     x9, [sp, #144]
.L66:
	cbnz    x9, .L92
.L67:
	mov     w8, #0x1
	ldr     w25, [x19]
	str     w8, [sp, #68]
	ldur    w8, [x29, #-4]
	tbz     w8, #0, .L8
.L68:
	tbnz    w25, #0, .L88
	tbz     w20, #0, .L76
.L69:
	ldrb    w8, [sp, #187]
	strb    w26, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L70
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L70:
	sub     w8, w25, #0x1f
	and     w8, w8, w21
.L71:
	ldaxr   w24, [x19]
	cmp     w24, w25
	b.ne    .L72
	stxr    w9, w8, [x19]
	cbnz    w9, .L71
	b       .L73
.L72:
	clrex
.L73:
	ldr     x8, [sp, #144]
	cbnz    x8, .L75
.L74:
	cmp     w24, w25
	b.eq    .L103
	mov     w25, w24
	tbz     w24, #0, .L69
	b       .L83
.L75:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L74
.L76:
	ldrb    w8, [sp, #187]
	strb    w26, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L77
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L77:
	orr     w8, w25, #0x1
	and     w8, w8, w28
.L78:
	ldaxr   w24, [x19]
	cmp     w24, w25
	b.ne    .L79
	stxr    w9, w8, [x19]
	cbnz    w9, .L78
	b       .L80
.L79:
	clrex
.L80:
	ldr     x8, [sp, #144]
	cbnz    x8, .L82
.L81:
	cmp     w24, w25
	b.eq    .L103
	mov     w25, w24
	tbz     w24, #0, .L76
	b       .L85
.L82:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L81
.L83:
	cmp     w24, #0x1f
	b.ls    .L86
.L84:
	mov     w8, wzr
	b       .L87
.L85:
	cmp     w24, #0x1f
	b.hi    .L84
.L86:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
.L87:
	mov     w25, w24
	strb    w26, [sp, #186]
	strb    w8, [sp, #192]
.L88:
	and     w8, w25, #0x4
	and     w8, w20, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L31
	and     w8, w25, #0xfffffff9
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w23
.L89:
	ldaxr   w9, [x19]
	cmp     w9, w25
	b.ne    .L90
	stxr    w10, w8, [x19]
	cbnz    w10, .L89
	b       .L91
.L90:
	clrex
.L91:
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L68
	b       .L103
.L92:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	b       .L67
.L93:
	mov     x24, x11
	bl      <hintlock::spin::policy::now_ns>
	ldr     x8, [sp, #72]
	mov     w9, #0xf080
	mov     x11, x24
	movk    w9, #0x2fa, lsl #16
	ldr     x8, [x8, #8]
	subs    x8, x0, x8
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	b.cc    .L47
	ldr     x8, [sp, #72]
	and     x11, x11, #0xffffffffffffffe3
	str     x11, [x8]
	b       .L47
.L94:
	ldr     w8, [sp, #32]
	tbnz    w8, #0, .L95
	ldrb    w8, [sp, #187]
	tbnz    w8, #0, .L95
	ldr     x8, [sp, #136]
	str     wzr, [x22, #8]
	str     x8, [x22]
.L95:
	ldur    w10, [x29, #-4]
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w20, #0x1
	orr     w8, w10, w8, lsr #3
	add     w10, w9, #0x20
	csel    w23, w9, w10, ne
	tbnz    w8, #0, .L96
	mov     w8, #0xca00
	ldr     w9, [sp, #44]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L97
.L96:
	mov     w21, wzr
	b       .L99
.L97:
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
	b.ne    .L98
	cmp     w24, w1
	cset    w21, cs
.L98:
	orr     w8, w23, #0x8
	cmp     w21, #0x0
	csel    w23, w8, w23, ne
.L99:
	cmp     w23, w25
	b.eq    .L100
	mov     w0, w25
	mov     w1, w23
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w25
	mov     w25, w0
	b.ne    .L7
.L100:
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
	b.ne    .L101
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	str     w1, [sp, #44]
.L101:
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
	cset    w21, ne
	cbz     x8, .L102
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
.L102:
	movi    v0.2d, #0x0
	mov     w8, #0xca00
	mov     w20, #0x1
	movk    w8, #0x3b9a, lsl #16
	str     wzr, [sp, #80]
	str     w8, [sp, #96]
	str     w8, [sp, #112]
	str     w8, [sp, #128]
	add     x8, sp, #0x50
	stur    q0, [x8, #56]
	stur    q0, [x8, #72]
	stur    q0, [x8, #88]
	stur    q0, [x8, #97]
	sturh   w20, [sp, #193]
	ldr     w25, [x19]
	ldur    w8, [x29, #-8]
	orr     w8, w8, w21
	stur    w8, [x29, #-8]
	b       .L7
.L103:
	ldr     x8, [sp, #160]
	ldur    w9, [x29, #-8]
	cmp     x8, #0x0
	cset    w8, ne
	orr     w8, w9, w8
	tbnz    w8, #0, .L105
.L104:
	ldp     x20, x19, [sp, #320]
	ldr     d8, [sp, #224]
	ldp     x22, x21, [sp, #304]
	ldp     x24, x23, [sp, #288]
	ldp     x26, x25, [sp, #272]
	ldp     x28, x27, [sp, #256]
	ldp     x29, x30, [sp, #240]
	add     sp, sp, #0x150
	ret
.L105:
	mov     x0, x19
	mov     w1, #0x1
	bl      <hintlock::spin::policy::wait_ended>
	ldr     x8, [sp, #160]
	cbz     x8, .L104
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
	b       .L104
	b       .L106
	b       .L106
	b       .L106
	b       .L106
	b       .L106
	b       .L106
	b       .L106
.L106:
	ldr     x8, [sp, #160]
	mov     x19, x0
	cbz     x8, .L107
	add     x1, x8, #0x18
	mov     x0, #0xffffffffffffffff
	bl      <__aarch64_ldadd8_relax>
.L107:
	mov     x0, x19
	bl      <_Unwind_Resume@plt>
