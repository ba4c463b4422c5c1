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
	b.eq    .L0
	tst     w1, #0x18
	b.ne    .L1
	cmp     w1, #0x40
	b.cc    .L0
	tbz     w1, #1, .L1
.L0:
	ret
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
	ldr     w1, [x0]
	cmp     w1, #0x3f
	b.hi    .L1
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.eq    .L0
	tst     w1, #0x18
	b.ne    .L2
	cmp     w1, #0x40
	b.cc    .L0
	tbz     w1, #1, .L2
.L0:
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
	cmp     w1, #0x40
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
	movk    x8, #0x70
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
	cmp     w1, #0x40
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
.L1:
	movz    x8, #0x0, lsl #16
	movk    x8, #0x40
	mrs     x9, tpidr_el0
	str     xzr, [x9, x8]
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.eq    .L2
	tst     w1, #0x18
	b.ne    .L3
	cmp     w1, #0x40
	b.cc    .L2
	tbz     w1, #1, .L3
.L2:
	ldr     x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L3:
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
	tbz     w26, #4, .L4
	cmp     x8, x19
	b.ne    .L4
	bl      <hintlock::spin::policy::now_ns>
	mov     x22, x0
	bl      <hintlock::spin::policy::now_ns>
	adrp    x8, <PAGE>
	subs    x9, x0, x22
	ldr     x8, [x8, #:lo12:]
	csel    x9, xzr, x9, cc
	ldr     x10, [x8]
	cmp     x9, x10
	b.cs    .L3
	ldumin  x9, x8, [x8]
.L3:
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
.L4:
	tbnz    w20, #0, .L5
	tbz     w26, #0, .L5
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L5
	mul     x8, x19, x23
	mov     w9, #0x11
	lsr     x8, x8, #52
	and     x8, x8, #0xfc0
	ldr     x8, [x24, x8]
	tst     x8, x9
	b.ne    .L5
	isb
	ldr     w26, [x19]
	tbz     w26, #0, .L5
	isb
	ldr     w26, [x19]
	tbz     w26, #0, .L5
	isb
	ldr     w26, [x19]
.L5:
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
	mov     w23, #0xffffffef
	mov     w25, #0xffffffe7
	mov     w20, #0xffffffcd
	movk    w8, #0x3b9a, lsl #16
	str     x0, [sp, #56]
	str     wzr, [sp, #48]
	str     w8, [sp, #20]
.L6:
	str     wzr, [sp, #28]
.L7:
	tst     w27, #0x1
	mov     w8, #0xffffffc9
	mov     w9, #0xffffffc1
	csel    w28, w25, w23, ne
	csel    w8, w9, w8, ne
	mov     w25, w26
	stp     w27, wzr, [x29, #-8]
	str     w8, [sp, #24]
.L8:
	tbnz    w25, #0, .L22
	ldur    w8, [x29, #-8]
	tbz     w8, #0, .L13
.L9:
	ldrb    w8, [sp, #187]
	mov     w9, #0x1
	str     wzr, [sp, #176]
	strb    w9, [sp, #185]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L10
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L10:
	orr     w8, w25, #0x1
	sub     w9, w25, #0x3f
	tst     w24, #0x1
	and     w8, w8, w20
	and     w9, w9, w20
	mov     w23, w25
	csinc   w8, w8, w25, ne
	tst     w21, #0x1
	csel    w8, w9, w8, ne
	and     w8, w8, w28
	casa    w23, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L12
.L11:
	cmp     w23, w25
	b.eq    .L76
	mov     w25, w23
	tbz     w23, #0, .L9
	b       .L17
.L12:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L11
.L13:
	tbnz    w25, #3, .L22
	mov     w8, #0x1
	str     wzr, [sp, #176]
	strb    w8, [sp, #185]
	ldrb    w8, [sp, #187]
	strb    wzr, [sp, #187]
	tbz     w8, #0, .L14
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L14:
	orr     w8, w25, #0x1
	mov     w10, #0xffffffc5
	sub     w9, w25, #0x3f
	and     w8, w8, w10
	tst     w24, #0x1
	and     w9, w9, w20
	csinc   w8, w8, w25, ne
	tst     w21, #0x1
	mov     w23, w25
	csel    w8, w9, w8, ne
	and     w8, w8, w28
	casa    w23, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L16
.L15:
	cmp     w23, w25
	b.eq    .L76
	mov     w25, w23
	tbz     w23, #0, .L13
	b       .L19
.L16:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L15
.L17:
	cmp     w23, #0x3f
	b.ls    .L20
.L18:
	mov     w8, wzr
	b       .L21
.L19:
	cmp     w23, #0x3f
	b.hi    .L18
.L20:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
.L21:
	mov     w9, #0x1
	mov     w25, w23
	strb    w8, [sp, #192]
	strb    w9, [sp, #186]
.L22:
	and     w8, w25, #0x4
	and     w8, w21, w8, lsr #2
	tbnz    w8, #0, .L59
	ldr     w23, [sp, #168]
	cbnz    w23, .L23
	bl      <hintlock::spin::policy::multi_cpu>
	mov     w20, #0xffffffcd
	cbz     w0, .L61
.L23:
	ldr     w9, [sp, #176]
	ldrb    w10, [sp, #190]
	add     w8, w23, #0x1
	str     w8, [sp, #168]
	adds    w9, w9, #0x1
	csinv   w23, w9, wzr, cc
	str     w23, [sp, #176]
	tbnz    w10, #0, .L61
	ldr     w9, [sp, #80]
	cbz     w9, .L24
	cmp     w9, #0x1
	b.ne    .L26
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L61
	ldrb    w8, [sp, #192]
	cmp     w8, #0x1
	b.ne    .L27
	ldr     w8, [sp, #180]
	cmp     w8, #0x3
	b.cs    .L27
	add     w8, w8, #0x1
	strb    wzr, [sp, #186]
	str     w8, [sp, #180]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	strb    wzr, [sp, #192]
	str     w8, [sp, #112]
	str     w8, [sp, #96]
	str     wzr, [sp, #80]
	b       .L36
.L24:
	ldrb    w9, [sp, #186]
	tst     w8, #0x3
	str     w9, [sp, #52]
	ldrb    w9, [sp, #184]
	str     w9, [sp, #44]
	b.eq    .L25
	ldr     w8, [sp, #52]
	tbnz    w8, #0, .L25
	ldr     w8, [sp, #44]
	tbz     w8, #0, .L36
.L25:
	bl      <<std::time::Instant>::now>
	ldr     w9, [sp, #96]
	mov     w8, #0xca00
	mov     x26, x0
	movk    w8, #0x3b9a, lsl #16
	mov     w27, w1
	stur    x0, [x29, #-40]
	cmp     w9, w8
	stur    w1, [x29, #-32]
	b.ne    .L28
	mov     w9, w27
	mov     x1, x26
	str     x26, [sp, #88]
	str     w27, [sp, #96]
	ldr     w2, [sp, #112]
	cmp     w2, w8
	b.eq    .L29
	b       .L30
.L26:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L61
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #80]
	b       .L36
.L27:
	str     d8, [sp, #80]
	b       .L36
.L28:
	ldr     x1, [sp, #88]
	ldr     w2, [sp, #112]
	cmp     w2, w8
	b.ne    .L30
.L29:
	mov     w2, w27
	str     x26, [sp, #104]
	str     w27, [sp, #112]
.L30:
	ldrb    w8, [sp, #185]
	str     x26, [sp, #120]
	str     w27, [sp, #128]
	strb    wzr, [sp, #185]
	tbz     w8, #0, .L31
	str     x26, [sp, #104]
	mov     w2, w27
	str     w27, [sp, #112]
	cmp     w23, #0x7
	b.ls    .L33
	b       .L32
.L31:
	cmp     w23, #0x7
	b.ls    .L33
.L32:
	ldrb    w8, [sp, #188]
	tbnz    w8, #0, .L60
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
	b.cs    .L60
.L33:
	ldrb    w23, [sp, #194]
	sub     x0, x29, #0x28
	mov     w2, w9
	bl      <<std::time::Instant>::duration_since>
	ldr     w8, [sp, #52]
	cbz     w8, .L34
	tbz     w23, #0, .L35
.L34:
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
	b.cc    .L36
.L35:
	ldr     x8, [sp, #32]
	ldr     x0, [x8]
	ldr     w1, [x8, #8]
	mov     x2, x26
	mov     w3, w27
	bl      <hintlock::spin::policy::may_yield>
	mov     w20, #0xffffffcd
	cbz     w0, .L61
	mov     w8, #0x1
	str     w8, [sp, #80]
.L36:
	ldur    w8, [x29, #-4]
	tbnz    w8, #0, .L48
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
	tbz     w26, #4, .L37
	cbz     w8, .L69
.L37:
	mov     w8, #0x11
	tst     x26, x8
	b.eq    .L38
	ldr     x8, [sp, #72]
	ldr     x27, [x8, #16]
	cbz     x27, .L39
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
	tbz     w26, #0, .L40
	b       .L43
.L38:
	mov     w8, wzr
	ldrb    w9, [sp, #193]
	strb    wzr, [sp, #184]
	and     w9, w26, w9
	and     w9, wzr, w9
	strb    w9, [sp, #194]
	tbz     w26, #0, .L40
	b       .L43
.L39:
	mov     w8, #0x1
	ldrb    w9, [sp, #193]
	strb    w8, [sp, #184]
	and     w9, w26, w9
	and     w9, w8, w9
	strb    w9, [sp, #194]
	tbnz    w26, #0, .L43
.L40:
	tbz     w8, #0, .L43
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
	tbnz    w8, #0, .L44
.L41:
	ldr     x8, [x22]
	cmp     x8, x19
	b.ne    .L42
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
.L42:
	and     w8, w25, #0x10
	and     w9, w23, #0xf
	orr     w8, w9, w8
	cbnz    w8, .L48
	b       .L45
.L43:
	and     w9, w8, w26, lsr #4
	strb    w9, [sp, #195]
	str     x19, [sp, #136]
	tbz     w8, #0, .L41
.L44:
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
	cbnz    w8, .L48
.L45:
	ldr     x0, [sp, #72]
	mov     x1, x26
	bl      <hintlock::spin::policy::wants_sample>
	tst     w23, #0xf0
	eor     w8, w0, #0x1
	csinc   w8, w8, wzr, eq
	tbnz    w8, #0, .L46
	ldr     x8, [sp, #72]
	str     x8, [sp, #144]
	b       .L47
.L46:
	cbz     w0, .L48
.L47:
	mov     w8, #0x10
	ldset   w8, w8, [x19]
.L48:
	ldr     w8, [sp, #80]
	cmp     w8, #0x2
	b.eq    .L49
	cmp     w8, #0x1
	b.ne    .L50
	bl      <std::thread::functions::yield_now>
	bl      <<std::time::Instant>::now>
	mov     w25, w1
	ldr     w1, [sp, #128]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ne    .L52
	strb    wzr, [sp, #191]
	b       .L56
.L49:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
	b       .L56
.L50:
	ldrb    w9, [sp, #195]
	ldr     w8, [sp, #168]
	cmp     w9, #0x1
	b.ne    .L51
	cmp     w8, #0x1
	b.ne    .L51
	ldr     w8, [sp, #172]
	eor     w8, w8, w8, lsl #13
	eor     w8, w8, w8, lsr #17
	eor     w9, w8, w8, lsl #5
	mov     w8, #0x400
	bfxil   w8, w9, #0, #10
	str     w9, [sp, #172]
	b       .L55
.L51:
	ldrb    w9, [sp, #184]
	tbz     w9, #0, .L53
	mov     w8, #0x3ff
	b       .L54
.L52:
	mov     x23, x0
	ldr     x0, [sp, #120]
	mov     x2, x23
	mov     w3, w25
	bl      <hintlock::spin::policy::ran_others>
	strb    w0, [sp, #191]
	cbz     w0, .L56
	ldr     x8, [sp, #32]
	str     x23, [x8]
	str     w25, [x8, #8]
	b       .L56
.L53:
	subs    w8, w8, #0x8
	mov     w9, #0x4
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	mov     w9, #0xffffffff
	lsl     w8, w9, w8
	mvn     w8, w8
.L54:
	ldr     w9, [sp, #172]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #172]
	cinc    w8, w8, eq
	cbz     w8, .L57
.L55:
	subs    w8, w8, #0x1
	isb
	b.ne    .L55
.L56:
	ldr     x9, [sp, #144]
.L57:
	cbnz    x9, .L68
.L58:
	ldr     w25, [x19]
	mov     w8, #0x1
	mov     w20, #0xffffffcd
	stur    w8, [x29, #-4]
	b       .L8
.L59:
	mov     w8, #0xffffffd9
	ldr     w9, [sp, #24]
	mov     w21, #0x1
	and     w8, w25, w8
	sub     w8, w8, #0x40
	and     w8, w8, w9
	mov     w9, w25
	casa    w9, w8, [x19]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L8
	b       .L76
.L60:
	ldr     w8, [sp, #44]
	mov     w20, #0xffffffcd
	tbnz    w8, #0, .L61
	ldrb    w8, [sp, #187]
	tbnz    w8, #0, .L61
	ldr     x8, [sp, #136]
	str     wzr, [x22, #8]
	str     x8, [x22]
.L61:
	tst     w25, #0x4
	ldr     w9, [sp, #28]
	cset    w8, eq
	orr     w8, w8, w9
	tbz     w8, #0, .L70
	tbz     w21, #0, .L62
	mov     w8, #0xffffffdd
	and     w26, w25, w8
	ldur    w27, [x29, #-8]
	and     w8, w25, #0x8
	orr     w8, w27, w8, lsr #3
	tbz     w8, #0, .L64
	b       .L67
.L62:
	tbz     w24, #0, .L63
	mov     w8, #0xffffffdd
	and     w8, w25, w8
	add     w26, w8, #0x40
	ldur    w27, [x29, #-8]
	and     w8, w25, #0x8
	orr     w8, w27, w8, lsr #3
	tbz     w8, #0, .L64
	b       .L67
.L63:
	mov     w8, #0x22
	and     w9, w25, #0xfffffffd
	and     w8, w25, w8
	cmp     w8, #0x2
	csel    w8, w9, w25, eq
	add     w26, w8, #0x40
	ldur    w27, [x29, #-8]
	and     w8, w25, #0x8
	orr     w8, w27, w8, lsr #3
	tbnz    w8, #0, .L67
.L64:
	mov     w8, #0xca00
	ldr     w9, [sp, #20]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L65
	mov     w27, wzr
	b       .L67
.L65:
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
	b.ne    .L66
	cmp     w23, w1
	cset    w27, cs
.L66:
	orr     w8, w26, #0x8
	cmp     w27, #0x0
	csel    w26, w8, w26, ne
.L67:
	cmp     w26, w25
	b.eq    .L71
	stur    wzr, [x29, #-4]
	mov     w8, w25
	cas     w8, w26, [x19]
	cmp     w8, w25
	mov     w25, w8
	b.ne    .L8
	b       .L71
.L68:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	b       .L58
.L69:
	bl      <hintlock::spin::policy::now_ns>
	ldr     x8, [sp, #72]
	mov     w9, #0xf080
	movk    w9, #0x2fa, lsl #16
	ldr     x8, [x8, #8]
	subs    x8, x0, x8
	csel    x8, xzr, x8, cc
	cmp     x8, x9
	b.cc    .L37
	ldr     x8, [sp, #72]
	and     x26, x26, #0xffffffffffffffe3
	str     x26, [x8]
	b       .L37
.L70:
	mov     x0, x19
	mov     w1, w25
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wait_for_claim>
	str     w1, [sp, #28]
	mov     w25, w0
	stur    wzr, [x29, #-4]
	b       .L8
.L71:
	mov     w24, wzr
	mov     w21, #0x1
	mov     w23, #0xffffffef
	mov     w25, #0xffffffe7
	tbnz    w26, #2, .L7
	mov     w8, #0xca00
	ldr     w21, [sp, #20]
	mov     w28, #0x20
	movk    w8, #0x3b9a, lsl #16
	cmp     w21, w8
	b.ne    .L72
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w21, w1
.L72:
	tst     w27, #0x1
	mov     w8, #0x1
	cinc    w5, w8, ne
	mov     w3, #0xca00
	mov     x0, x19
	mov     w1, w26
	movk    w3, #0x3b9a, lsl #16
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	ldr     x9, [sp, #160]
	str     w21, [sp, #20]
	cmp     x9, #0x0
	cset    w8, ne
	cbz     x9, .L73
	add     x9, x9, #0x18
	mov     x10, #0xffffffffffffffff
	ldadd   x10, x9, [x9]
.L73:
	movi    v0.2d, #0x0
	mov     w9, #0xca00
	mov     w21, #0x1
	movk    w9, #0x3b9a, lsl #16
	str     wzr, [sp, #80]
	mov     w24, wzr
	str     w9, [sp, #96]
	str     w9, [sp, #112]
	str     w9, [sp, #128]
	add     x9, sp, #0x50
	stur    q0, [x9, #56]
	stur    q0, [x9, #72]
	stur    q0, [x9, #88]
	stur    q0, [x9, #97]
	sturh   w21, [sp, #193]
	strb    wzr, [sp, #195]
	ldr     w26, [x19]
	ldr     w9, [sp, #48]
	orr     w9, w9, w8
	str     w9, [sp, #48]
	tbnz    w27, #0, .L6
.L74:
	ubfx    w21, w26, #2, #1
	tbnz    w26, #2, .L75
	mov     w8, #0x22
	and     w8, w26, w8
	cmp     w8, #0x2
	sub     w8, w26, #0x40
	csel    w9, w28, wzr, eq
	cset    w24, eq
	orr     w8, w9, w8
	mov     w9, w26
	cas     w9, w8, [x19]
	cmp     w9, w26
	mov     w26, w9
	b.ne    .L74
	mov     w26, w8
	b       .L6
.L75:
	mov     w24, wzr
	b       .L6
.L76:
	ldr     x8, [sp, #160]
	ldr     w9, [sp, #48]
	cmp     x8, #0x0
	cset    w8, ne
	orr     w8, w9, w8
	tbnz    w8, #0, .L78
.L77:
	ldp     x20, x19, [sp, #320]
	ldr     d8, [sp, #224]
	ldp     x22, x21, [sp, #304]
	ldp     x24, x23, [sp, #288]
	ldp     x26, x25, [sp, #272]
	ldp     x28, x27, [sp, #256]
	ldp     x29, x30, [sp, #240]
	add     sp, sp, #0x150
	ret
.L78:
	mov     x0, x19
	mov     w1, #0x1
	bl      <hintlock::spin::policy::wait_ended>
	ldr     x8, [sp, #160]
	cbz     x8, .L77
	add     x8, x8, #0x18
	mov     x9, #0xffffffffffffffff
	ldadd   x9, x8, [x8]
	b       .L77
	b       .L79
	b       .L79
	b       .L79
	b       .L79
	b       .L79
	b       .L79
.L79:
	ldr     x8, [sp, #160]
	cbz     x8, .L80
	add     x8, x8, #0x18
	mov     x9, #0xffffffffffffffff
	ldadd   x9, x8, [x8]
.L80:
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
