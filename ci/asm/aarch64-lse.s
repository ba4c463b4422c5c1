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
	cmp     w1, #0x20
	b.cc    .L0
	tbz     w1, #1, .L1
.L0:
	ret
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
	ldr     w1, [x0]
	cmp     w1, #0x1f
	b.hi    .L1
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.eq    .L0
	tst     w1, #0x18
	b.ne    .L2
	cmp     w1, #0x20
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
	b.eq    .L2
	tst     w1, #0x18
	b.ne    .L3
	cmp     w1, #0x20
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
	tbz     w25, #4, .L4
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
	tbz     w25, #0, .L5
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
	ldr     w25, [x19]
	tbz     w25, #0, .L5
	isb
	ldr     w25, [x19]
	tbz     w25, #0, .L5
	isb
	ldr     w25, [x19]
.L5:
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
	mov     w21, #0x1
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	str     w8, [sp, #44]
.L6:
	ldur    w8, [x29, #-4]
	mov     w9, #0xffffffef
	mov     w10, #0xffffffe7
	str     wzr, [sp, #68]
	tst     w8, #0x1
	csel    w28, w10, w9, ne
	mov     w9, #0xffffffe9
	mov     w10, #0xffffffe1
	csel    w26, w10, w9, ne
	and     w23, w28, #0xfffffffd
	tbnz    w8, #0, .L58
.L7:
	mov     w24, w25
.L8:
	tbnz    w24, #0, .L17
	tbz     w20, #0, .L13
.L9:
	tbnz    w24, #3, .L17
	ldrb    w8, [sp, #187]
	strb    w21, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L10
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L10:
	sub     w8, w24, #0x1f
	mov     w25, w24
	and     w8, w8, w23
	casa    w25, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L12
.L11:
	cmp     w25, w24
	b.eq    .L84
	mov     w24, w25
	tbz     w25, #0, .L9
	b       .L19
.L12:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L11
.L13:
	tbnz    w24, #3, .L17
	ldrb    w8, [sp, #187]
	strb    w21, [sp, #185]
	str     wzr, [sp, #176]
	strb    wzr, [sp, #187]
	tbz     w8, #0, .L14
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L14:
	orr     w8, w24, #0x1
	mov     w25, w24
	and     w8, w8, w28
	casa    w25, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L16
.L15:
	cmp     w25, w24
	b.eq    .L84
	mov     w24, w25
	tbz     w25, #0, .L13
	b       .L19
.L16:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L15
.L17:
	mov     w25, w24
	and     w8, w24, #0x4
	and     w8, w20, w8, lsr #2
	tbz     w8, #0, .L21
.L18:
	and     w8, w25, #0xfffffff9
	mov     w24, w25
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w26
	casa    w24, w8, [x19]
	cmp     w24, w25
	b.ne    .L8
	b       .L84
.L19:
	cmp     w25, #0x1f
	b.ls    .L20
	strb    w21, [sp, #186]
	strb    wzr, [sp, #192]
	and     w8, w25, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L18
	b       .L21
.L20:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
	strb    w21, [sp, #186]
	strb    w8, [sp, #192]
	and     w8, w25, #0x4
	and     w8, w20, w8, lsr #2
	tbnz    w8, #0, .L18
.L21:
	ldr     w24, [sp, #168]
	cbnz    w24, .L22
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L76
.L22:
	ldr     w9, [sp, #176]
	ldrb    w10, [sp, #190]
	add     w8, w24, #0x1
	str     w8, [sp, #168]
	adds    w9, w9, #0x1
	csinv   w24, w9, wzr, cc
	str     w24, [sp, #176]
	tbnz    w10, #0, .L76
	ldr     w9, [sp, #80]
	cbz     w9, .L23
	cmp     w9, #0x1
	b.ne    .L25
	ldrb    w8, [sp, #191]
	tbnz    w8, #0, .L76
	ldrb    w8, [sp, #192]
	cmp     w8, #0x1
	b.ne    .L26
	ldr     w8, [sp, #180]
	cmp     w8, #0x3
	b.cs    .L26
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
.L23:
	ldrb    w9, [sp, #186]
	tst     w8, #0x3
	str     w9, [sp, #40]
	ldrb    w9, [sp, #184]
	str     w9, [sp, #32]
	b.eq    .L24
	ldr     w8, [sp, #40]
	tbnz    w8, #0, .L24
	ldr     w8, [sp, #32]
	tbz     w8, #0, .L36
.L24:
	bl      <<std::time::Instant>::now>
	ldr     w9, [sp, #96]
	mov     w8, #0xca00
	mov     x10, x0
	movk    w8, #0x3b9a, lsl #16
	mov     w11, w1
	stur    x0, [x29, #-40]
	cmp     w9, w8
	stur    w1, [x29, #-32]
	b.ne    .L27
	mov     w9, w11
	mov     x1, x10
	str     x10, [sp, #88]
	str     w11, [sp, #96]
	b       .L28
.L25:
	ldr     w8, [sp, #84]
	cmp     w8, #0x3
	b.cs    .L76
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #80]
	b       .L36
.L26:
	str     d8, [sp, #80]
	b       .L36
.L27:
	ldr     x1, [sp, #88]
.L28:
	ldr     w2, [sp, #112]
	cmp     w2, w8
	b.ne    .L30
	mov     w2, w11
	str     x10, [sp, #104]
	str     w11, [sp, #112]
	ldrb    w8, [sp, #185]
	str     x10, [sp, #120]
	str     w11, [sp, #128]
	strb    wzr, [sp, #185]
	tbnz    w8, #0, .L31
.L29:
	cmp     w24, #0x7
	str     x10, [sp, #24]
	str     w11, [sp, #20]
	b.hi    .L32
	b       .L33
.L30:
	ldrb    w8, [sp, #185]
	str     x10, [sp, #120]
	str     w11, [sp, #128]
	strb    wzr, [sp, #185]
	tbz     w8, #0, .L29
.L31:
	str     x10, [sp, #104]
	mov     w2, w11
	str     w11, [sp, #112]
	cmp     w24, #0x7
	str     x10, [sp, #24]
	str     w11, [sp, #20]
	b.ls    .L33
.L32:
	ldrb    w8, [sp, #188]
	tbnz    w8, #0, .L75
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
	b.cs    .L75
.L33:
	ldrb    w24, [sp, #194]
	sub     x0, x29, #0x28
	mov     w2, w9
	bl      <<std::time::Instant>::duration_since>
	ldr     w3, [sp, #20]
	ldr     x2, [sp, #24]
	ldr     w8, [sp, #40]
	cbz     w8, .L34
	tbz     w24, #0, .L35
.L34:
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
	b.cc    .L36
.L35:
	ldr     x8, [sp, #48]
	ldr     x0, [x8]
	ldr     w1, [x8, #8]
	bl      <hintlock::spin::policy::may_yield>
	cbz     w0, .L76
	str     w21, [sp, #80]
.L36:
	ldr     w8, [sp, #68]
	tbnz    w8, #0, .L48
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
	tbz     w11, #4, .L37
	cbz     w8, .L74
.L37:
	mov     w8, #0x11
	tst     x11, x8
	b.eq    .L38
	ldr     x8, [sp, #72]
	str     x11, [sp, #32]
	ldr     x24, [x8, #16]
	cbz     x24, .L39
	bl      <hintlock::spin::policy::now_ns>
	subs    x8, x0, x24
	mov     w9, #0x4b3f
	csel    x8, xzr, x8, cc
	movk    w9, #0x4c, lsl #16
	cmp     x8, x9
	cset    w8, hi
	b       .L40
.L38:
	mov     w8, wzr
	b       .L41
.L39:
	mov     w8, #0x1
.L40:
	ldr     x11, [sp, #32]
.L41:
	ldrb    w9, [sp, #193]
	strb    w8, [sp, #184]
	and     w9, w11, w9
	and     w9, w8, w9
	strb    w9, [sp, #194]
	tbnz    w11, #0, .L43
	tbz     w8, #0, .L43
	lsr     w3, w25, #5
	ldr     x1, [sp, #72]
	add     x0, sp, #0x50
	mov     x2, x19
	mov     x24, x11
	bl      <<hintlock::spin::policy::SpinPhase>::time_wait>
	ldrb    w8, [sp, #184]
	str     x19, [sp, #136]
	tbnz    w8, #0, .L44
.L42:
	ldr     x8, [x22]
	mov     x1, x24
	cmp     x8, x19
	b.ne    .L45
	ldrb    w8, [sp, #189]
	ldr     w9, [x22, #8]
	mov     w10, #0x3
	mov     w11, #0xf
	strb    w21, [sp, #187]
	cmp     w8, #0x0
	add     w9, w9, #0x1
	csel    w10, w11, w10, ne
	str     w9, [x22, #8]
	tst     w9, w10
	cset    w9, ne
	csel    w8, wzr, w8, eq
	strb    w9, [sp, #188]
	strb    w8, [sp, #190]
	b       .L45
.L43:
	mov     x24, x11
	str     x19, [sp, #136]
	tbz     w8, #0, .L42
.L44:
	bl      <<std::time::Instant>::now>
	str     w1, [sp, #96]
	str     w1, [sp, #112]
	str     w1, [sp, #128]
	mov     x1, x24
	str     x0, [sp, #88]
	str     x0, [sp, #104]
	str     x0, [sp, #120]
.L45:
	ldr     w9, [sp, #68]
	and     w8, w25, #0x10
	orr     w8, w9, w8
	cbnz    w8, .L48
	ldr     x0, [sp, #72]
	bl      <hintlock::spin::policy::wants_sample>
	ldr     w8, [sp, #40]
	tst     w8, #0xf0
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
	b.ne    .L54
	strb    wzr, [sp, #191]
	b       .L55
.L49:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
	b       .L55
.L50:
	ldrb    w8, [sp, #184]
	tbz     w8, #0, .L51
	mov     w8, #0x3ff
	b       .L52
.L51:
	ldr     w8, [sp, #168]
	mov     w9, #0x4
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	mov     w9, #0xffffffff
	lsl     w8, w9, w8
	mvn     w8, w8
.L52:
	ldr     w9, [sp, #172]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #144]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #172]
	cinc    w8, w8, eq
	cbz     w8, .L56
.L53:
	subs    w8, w8, #0x1
	isb
	b.ne    .L53
	b       .L55
.L54:
	mov     x24, x0
	ldr     x0, [sp, #120]
	mov     x2, x24
	mov     w3, w25
	bl      <hintlock::spin::policy::ran_others>
	strb    w0, [sp, #191]
	cbz     w0, .L55
	ldr     x8, [sp, #48]
	str     x24, [x8]
	str     w25, [x8, #8]
.L55:
	ldr     x9, [sp, #144]
.L56:
	cbnz    x9, .L73
.L57:
	mov     w8, #0x1
	ldr     w25, [x19]
	str     w8, [sp, #68]
	ldur    w8, [x29, #-4]
	tbz     w8, #0, .L7
.L58:
	tbnz    w25, #0, .L72
	tbz     w20, #0, .L63
.L59:
	ldrb    w8, [sp, #187]
	strb    w21, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L60
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L60:
	sub     w8, w25, #0x1f
	mov     w24, w25
	and     w8, w8, w23
	casa    w24, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L62
.L61:
	cmp     w24, w25
	b.eq    .L84
	mov     w25, w24
	tbz     w24, #0, .L59
	b       .L67
.L62:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L61
.L63:
	ldrb    w8, [sp, #187]
	strb    w21, [sp, #185]
	str     wzr, [sp, #176]
	cmp     w8, #0x1
	strb    wzr, [sp, #187]
	b.ne    .L64
	strb    wzr, [sp, #188]
	strb    wzr, [sp, #190]
	str     xzr, [x22]
	str     wzr, [x22, #8]
.L64:
	orr     w8, w25, #0x1
	mov     w24, w25
	and     w8, w8, w28
	casa    w24, w8, [x19]
	ldr     x8, [sp, #144]
	cbnz    x8, .L66
.L65:
	cmp     w24, w25
	b.eq    .L84
	mov     w25, w24
	tbz     w24, #0, .L63
	b       .L69
.L66:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	b       .L65
.L67:
	cmp     w24, #0x1f
	b.ls    .L70
.L68:
	mov     w8, wzr
	b       .L71
.L69:
	cmp     w24, #0x1f
	b.hi    .L68
.L70:
	ldr     x8, [sp, #72]
	mov     w9, #0x11
	ldr     x8, [x8]
	tst     x8, x9
	cset    w8, eq
.L71:
	mov     w25, w24
	strb    w21, [sp, #186]
	strb    w8, [sp, #192]
.L72:
	and     w8, w25, #0x4
	and     w8, w20, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L21
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w20, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w26
	casa    w9, w8, [x19]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L58
	b       .L84
.L73:
	add     x0, sp, #0x50
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	b       .L57
.L74:
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
	b.cc    .L37
	ldr     x8, [sp, #72]
	and     x11, x11, #0xffffffffffffffe3
	str     x11, [x8]
	b       .L37
.L75:
	ldr     w8, [sp, #32]
	tbnz    w8, #0, .L76
	ldrb    w8, [sp, #187]
	tbnz    w8, #0, .L76
	ldr     x8, [sp, #136]
	str     wzr, [x22, #8]
	str     x8, [x22]
.L76:
	ldur    w10, [x29, #-4]
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w20, #0x1
	orr     w8, w10, w8, lsr #3
	add     w10, w9, #0x20
	csel    w24, w9, w10, ne
	tbnz    w8, #0, .L77
	mov     w8, #0xca00
	ldr     w9, [sp, #44]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L78
.L77:
	mov     w8, wzr
	b       .L80
.L78:
	ldr     x8, [sp]
	stur    w9, [x29, #-32]
	stur    x8, [x29, #-40]
	sub     x0, x29, #0x28
	bl      <<std::time::Instant>::elapsed>
	mov     x26, x0
	lsr     w0, w25, #5
	mov     w23, w1
	bl      <hintlock::spin::policy::fair_after>
	cmp     x26, x0
	cset    w8, cs
	b.ne    .L79
	cmp     w23, w1
	cset    w8, cs
.L79:
	orr     w9, w24, #0x8
	cmp     w8, #0x0
	csel    w24, w9, w24, ne
.L80:
	cmp     w24, w25
	b.eq    .L81
	mov     w9, w25
	cas     w9, w24, [x19]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
.L81:
	ldur    w9, [x29, #-4]
	mov     w20, #0x1
	mov     w25, w24
	orr     w9, w9, w8
	stur    w9, [x29, #-4]
	tbnz    w24, #2, .L6
	mov     w8, #0xca00
	ldr     w9, [sp, #44]
	ldur    w20, [x29, #-4]
	movk    w8, #0x3b9a, lsl #16
	cmp     w9, w8
	b.ne    .L82
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	str     w1, [sp, #44]
.L82:
	tst     w20, #0x1
	cinc    w5, w21, ne
	mov     w3, #0xca00
	mov     x0, x19
	mov     w1, w24
	movk    w3, #0x3b9a, lsl #16
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	ldr     x9, [sp, #160]
	cmp     x9, #0x0
	cset    w8, ne
	cbz     x9, .L83
	add     x9, x9, #0x18
	mov     x10, #0xffffffffffffffff
	ldadd   x10, x9, [x9]
.L83:
	movi    v0.2d, #0x0
	mov     w9, #0xca00
	mov     w20, #0x1
	movk    w9, #0x3b9a, lsl #16
	str     wzr, [sp, #80]
	str     w9, [sp, #96]
	str     w9, [sp, #112]
	str     w9, [sp, #128]
	add     x9, sp, #0x50
	stur    q0, [x9, #56]
	stur    q0, [x9, #72]
	stur    q0, [x9, #88]
	stur    q0, [x9, #97]
	sturh   w20, [sp, #193]
	ldr     w25, [x19]
	ldur    w9, [x29, #-8]
	orr     w9, w9, w8
	stur    w9, [x29, #-8]
	b       .L6
.L84:
	ldr     x8, [sp, #160]
	ldur    w9, [x29, #-8]
	cmp     x8, #0x0
	cset    w8, ne
	orr     w8, w9, w8
	tbnz    w8, #0, .L86
.L85:
	ldp     x20, x19, [sp, #320]
	ldr     d8, [sp, #224]
	ldp     x22, x21, [sp, #304]
	ldp     x24, x23, [sp, #288]
	ldp     x26, x25, [sp, #272]
	ldp     x28, x27, [sp, #256]
	ldp     x29, x30, [sp, #240]
	add     sp, sp, #0x150
	ret
.L86:
	mov     x0, x19
	mov     w1, #0x1
	bl      <hintlock::spin::policy::wait_ended>
	ldr     x8, [sp, #160]
	cbz     x8, .L85
	add     x8, x8, #0x18
	mov     x9, #0xffffffffffffffff
	ldadd   x9, x8, [x8]
	b       .L85
	b       .L87
	b       .L87
	b       .L87
	b       .L87
	b       .L87
	b       .L87
	b       .L87
.L87:
	ldr     x8, [sp, #160]
	cbz     x8, .L88
	add     x8, x8, #0x18
	mov     x9, #0xffffffffffffffff
	ldadd   x9, x8, [x8]
.L88:
	bl      <_Unwind_Resume@plt>
