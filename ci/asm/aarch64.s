# target aarch64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	mov     w8, wzr
	mov     w9, #0x1
.L0:
	ldaxr   w10, [x0]
	cmp     w10, w8
	b.ne    .L1
	stxr    w11, w9, [x0]
	cbnz    w11, .L0
	b       .L2
.L1:
	clrex
.L2:
	cbnz    w10, .L3
	ret
.L3:
	mov     w2, #0xca00
	movk    w2, #0x3b9a, lsl #16
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== hintlock_probe_try_lock
	mov     w8, #0x1
	mov     w10, wzr
.L0:
	ldaxr   w9, [x0]
	cmp     w9, w10
	b.ne    .L1
	stxr    w11, w8, [x0]
	cbnz    w11, .L0
	b       .L2
.L1:
	clrex
.L2:
	cbnz    w9, .L4
.L3:
	mov     w0, w8
	ret
.L4:
	mov     w10, #0x9
.L5:
	ands    w11, w9, w10
	cset    w8, eq
	cbnz    w11, .L3
	orr     w11, w9, #0x1
.L6:
	ldaxr   w12, [x0]
	cmp     w12, w9
	b.ne    .L7
	stxr    w13, w11, [x0]
	cbnz    w13, .L6
	b       .L8
.L7:
	clrex
.L8:
	cmp     w12, w9
	mov     w9, w12
	b.ne    .L5
	b       .L3

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
	cmp     w1, #0xf
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

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	sub     sp, sp, #0x90
	stp     x29, x30, [sp, #48]
	stp     x28, x27, [sp, #64]
	stp     x26, x25, [sp, #80]
	stp     x24, x23, [sp, #96]
	stp     x22, x21, [sp, #112]
	stp     x20, x19, [sp, #128]
	add     x29, sp, #0x30
	mov     x19, x0
	mov     w27, #0xca00
	mov     w22, #0xca00
	ldr     w25, [x0]
	mov     w0, wzr
	mov     w26, wzr
	movk    w27, #0x3b9a, lsl #16
	mov     w28, #0xfffffff5
	mov     w11, #0x4
	mov     w21, #0x9
	movk    w22, #0x3b9a, lsl #16
.L0:
	mov     w23, #0xca00
	mov     w20, wzr
	movk    w23, #0x3b9a, lsl #16
.L1:
	mov     w24, w25
.L2:
	tbz     w26, #0, .L16
.L3:
	tbz     w0, #0, .L8
.L4:
	tbnz    w24, #0, .L12
	sub     w8, w24, #0xf
	and     w8, w8, w28
.L5:
	ldaxr   w9, [x19]
	cmp     w9, w24
	b.ne    .L6
	stxr    w10, w8, [x19]
	cbnz    w10, .L5
	b       .L7
.L6:
	clrex
.L7:
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L4
	b       .L45
.L8:
	tbnz    w24, #0, .L12
	and     w8, w24, #0xfffffff7
	orr     w8, w8, #0x1
.L9:
	ldaxr   w9, [x19]
	cmp     w9, w24
	b.ne    .L10
	stxr    w10, w8, [x19]
	cbnz    w10, .L9
	b       .L11
.L10:
	clrex
.L11:
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L8
	b       .L45
.L12:
	and     w8, w24, #0x4
	and     w9, w0, w8, lsr #2
	tbz     w9, #0, .L29
	and     w8, w24, #0xfffffff1
	mov     w0, #0x1
	sub     w8, w8, #0x10
.L13:
	ldaxr   w9, [x19]
	cmp     w9, w24
	b.ne    .L14
	stxr    w10, w8, [x19]
	cbnz    w10, .L13
	b       .L15
.L14:
	clrex
.L15:
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L3
	b       .L46
.L16:
	tbz     w0, #0, .L21
.L17:
	tst     w24, w21
	b.ne    .L25
	sub     w8, w24, #0xf
	and     w8, w8, w28
.L18:
	ldaxr   w9, [x19]
	cmp     w9, w24
	b.ne    .L19
	stxr    w10, w8, [x19]
	cbnz    w10, .L18
	b       .L20
.L19:
	clrex
.L20:
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L17
	b       .L45
.L21:
	tst     w24, w21
	b.ne    .L25
	orr     w8, w24, #0x1
.L22:
	ldaxr   w9, [x19]
	cmp     w9, w24
	b.ne    .L23
	stxr    w10, w8, [x19]
	cbnz    w10, .L22
	b       .L24
.L23:
	clrex
.L24:
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L21
	b       .L45
.L25:
	and     w8, w24, #0x4
	and     w9, w0, w8, lsr #2
	tbz     w9, #0, .L29
	and     w8, w24, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x10
.L26:
	ldaxr   w9, [x19]
	cmp     w9, w24
	b.ne    .L27
	stxr    w10, w8, [x19]
	cbnz    w10, .L26
	b       .L28
.L27:
	clrex
.L28:
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L16
	b       .L46
.L29:
	str     x1, [sp, #24]
	cbnz    w8, .L35
	ubfx    w8, w24, #3, #1
	bic     w8, w8, w26
	tbnz    w8, #0, .L35
	cbz     w20, .L30
	add     w20, w20, #0x1
	and     w8, w20, #0x3
	cmp     w8, #0x1
	b.ne    .L32
	mov     w25, w2
	str     w0, [sp, #16]
	b       .L31
.L30:
	str     w0, [sp, #16]
	mov     w25, w2
	bl      <hintlock::spin::policy::multi_cpu>
	tbz     w0, #0, .L34
	mov     w20, #0x1
.L31:
	bl      <<std::time::Instant>::now>
	cmp     w23, w27
	stur    w1, [x29, #-8]
	csel    w23, w1, w23, eq
	ldr     x1, [sp]
	stur    x0, [x29, #-16]
	mov     w2, w23
	csel    x1, x0, x1, eq
	sub     x0, x29, #0x10
	str     x1, [sp]
	bl      <<std::time::Instant>::duration_since>
	mul     x8, x0, x27
	mov     w10, #0xf9f
	mov     w2, w25
	mov     w11, #0x4
	umulh   x9, x0, x27
	ldr     w0, [sp, #16]
	adds    x8, x8, w1, uxtw
	ldr     x1, [sp, #24]
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L35
.L32:
	cmp     w20, #0x4
	mov     w9, #0x1
	csel    w8, w20, w11, cc
.L33:
	lsr     w10, w9, w8
	add     w9, w9, #0x1
	isb
	cbz     w10, .L33
	ldr     w24, [x19]
	b       .L2
.L34:
	ldr     x1, [sp, #24]
	ldr     w0, [sp, #16]
	mov     w20, wzr
	mov     w2, w25
	mov     w11, #0x4
.L35:
	cmp     w2, w27
	b.ne    .L37
.L36:
	and     w8, w24, #0x8
	and     w9, w24, #0xfffffffd
	tst     w0, #0x1
	orr     w8, w26, w8, lsr #3
	add     w10, w9, #0x10
	mov     w12, wzr
	csel    w25, w9, w10, ne
	str     w0, [sp, #16]
	tbnz    w8, #0, .L42
	cmp     w22, w27
	b.eq    .L42
	ldr     x8, [sp, #8]
	sub     x0, x29, #0x10
	str     w2, [sp, #20]
	stur    w22, [x29, #-8]
	stur    x8, [x29, #-16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L40
	orr     w25, w25, #0x8
	mov     w12, #0x1
	b       .L41
.L37:
	mov     w25, w0
	str     w2, [sp, #20]
	mov     x27, x1
	bl      <<std::time::Instant>::now>
	cmp     x0, x27
	b.ne    .L38
	ldr     w2, [sp, #20]
	mov     w27, #0xca00
	mov     w0, w25
	movk    w27, #0x3b9a, lsl #16
	mov     w11, #0x4
	cmp     w1, w2
	ldr     x1, [sp, #24]
	b.cc    .L36
	b       .L39
.L38:
	ldr     w2, [sp, #20]
	ldr     x1, [sp, #24]
	mov     w27, #0xca00
	mov     w0, w25
	movk    w27, #0x3b9a, lsl #16
	mov     w11, #0x4
	b.lt    .L36
.L39:
	tbz     w0, #0, .L47
	and     w8, w24, #0xfffffffd
	tst     w26, #0x1
	mov     w0, w24
	sub     w8, w8, #0x10
	mov     x2, x19
	and     w9, w8, #0xfffffff7
	csel    w1, w9, w8, ne
	bl      <__aarch64_cas4_relax>
	ldr     x1, [sp, #24]
	ldr     w2, [sp, #20]
	mov     w8, w0
	mov     w11, #0x4
	mov     w0, #0x1
	cmp     w8, w24
	mov     w24, w8
	b.ne    .L2
	b       .L47
.L40:
	mov     w8, #0xa11f
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	orr     w8, w25, #0x8
	cset    w12, hi
	csel    w25, w8, w25, hi
.L41:
	ldr     w2, [sp, #20]
	ldr     x1, [sp, #24]
	mov     w11, #0x4
.L42:
	cmp     w25, w24
	str     w12, [sp, #20]
	b.eq    .L43
	mov     w0, w24
	mov     w1, w25
	mov     w27, w2
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	ldr     x1, [sp, #24]
	mov     w2, w27
	mov     w27, #0xca00
	mov     w8, w0
	ldr     w0, [sp, #16]
	mov     w11, #0x4
	movk    w27, #0x3b9a, lsl #16
	cmp     w8, w24
	mov     w24, w8
	b.ne    .L2
.L43:
	ldr     w8, [sp, #20]
	mov     w0, #0x1
	orr     w26, w26, w8
	tbnz    w25, #2, .L1
	mov     x23, x1
	mov     w24, w2
	cmp     w22, w27
	b.ne    .L44
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w22, w1
.L44:
	tst     w26, #0x1
	mov     w8, #0x1
	mov     x0, x19
	cinc    w5, w8, ne
	mov     w1, w25
	mov     x2, x23
	mov     w3, w24
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	ldr     w25, [x19]
	mov     w27, #0xca00
	mov     w0, #0x1
	mov     x1, x23
	mov     w2, w24
	movk    w27, #0x3b9a, lsl #16
	mov     w11, #0x4
	b       .L0
.L45:
	mov     w0, #0x1
.L46:
	ldp     x20, x19, [sp, #128]
	ldp     x22, x21, [sp, #112]
	ldp     x24, x23, [sp, #96]
	ldp     x26, x25, [sp, #80]
	ldp     x28, x27, [sp, #64]
	ldp     x29, x30, [sp, #48]
	add     sp, sp, #0x90
	ret
.L47:
	mov     w0, wzr
	b       .L46

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	stp     x29, x30, [sp, #-48]!
	str     x21, [sp, #16]
	stp     x20, x19, [sp, #32]
	mov     x29, sp
	mov     x19, x0
	tbnz    w1, #3, .L1
	mov     w20, w1
	mov     w21, #0xa
.L0:
	cmp     w20, #0x10
	b.cc    .L3
	and     w8, w20, w21
	cbnz    w8, .L3
	orr     w1, w20, #0x2
	mov     w0, w20
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w20
	mov     w20, w0
	b.ne    .L0
	mov     w3, #0x1
	b       .L2
.L1:
	mov     w3, #0x2
.L2:
	mov     x0, x19
	mov     w1, #0x1
	mov     w2, #0x80
	ldp     x20, x19, [sp, #32]
	ldr     x21, [sp, #16]
	ldp     x29, x30, [sp], #48
	b       <hintlock::futex::linux::wake>
.L3:
	ldp     x20, x19, [sp, #32]
	ldr     x21, [sp, #16]
	ldp     x29, x30, [sp], #48
	ret

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
.L0:
	cmp     w1, #0x10
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
