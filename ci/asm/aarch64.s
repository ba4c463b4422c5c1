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
	sub     sp, sp, #0xe0
	stp     x29, x30, [sp, #128]
	stp     x28, x27, [sp, #144]
	stp     x26, x25, [sp, #160]
	stp     x24, x23, [sp, #176]
	stp     x22, x21, [sp, #192]
	stp     x20, x19, [sp, #208]
	add     x29, sp, #0x80
	mov     w22, #0xca00
	add     x8, sp, #0x28
	str     x1, [sp, #16]
	movk    w22, #0x3b9a, lsl #16
	stp     wzr, wzr, [sp, #36]
	orr     w8, w8, #0x1
	str     xzr, [sp, #96]
	mov     x21, x0
	mov     w20, wzr
	stur    xzr, [sp, #102]
	str     w22, [sp, #56]
	str     w22, [sp, #72]
	str     w22, [sp, #88]
	ldr     w25, [x0]
	stp     w2, w8, [sp, #28]
	mov     w8, #0xca00
	movk    w8, #0x3b9a, lsl #16
	str     w8, [sp, #24]
.L0:
	mov     w24, w25
	b       .L5
.L1:
	sub     x0, x29, #0x10
	mov     x1, x9
	mov     w2, w8
	bl      <<std::time::Instant>::duration_since>
	mul     x8, x0, x22
	mov     w10, #0x3e7
	umulh   x9, x0, x22
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L27
	mov     w8, #0x1
.L2:
	mov     w9, #0x2
	stp     w9, w8, [sp, #40]
.L3:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
.L4:
	ldr     w24, [x21]
.L5:
	tbnz    w24, #0, .L9
	tst     w24, #0x8
	ldr     w9, [sp, #36]
	cset    w8, eq
	orr     w8, w8, w9
	tbz     w8, #0, .L9
	sub     w8, w24, #0xf
	tst     w20, #0x1
	ldr     w10, [sp, #36]
	and     w8, w8, #0xfffffffd
	mov     w25, #0x1
	str     wzr, [sp, #104]
	csinc   w8, w8, w24, ne
	strb    w25, [sp, #108]
	tst     w10, #0x1
	and     w9, w8, #0xfffffff7
	csel    w9, w9, w8, ne
.L6:
	ldaxr   w8, [x21]
	cmp     w8, w24
	b.ne    .L7
	stxr    w10, w9, [x21]
	cbnz    w10, .L6
	b       .L8
.L7:
	clrex
.L8:
	cmp     w8, w24
	b.eq    .L36
	mov     w24, w8
	tbz     w8, #0, .L5
	mov     w9, #0x1
	mov     w24, w8
	strb    w9, [sp, #109]
	b       .L5
.L9:
	and     w8, w24, #0x4
	and     w25, w20, w8, lsr #2
	tbnz    w25, #0, .L23
	ldr     w19, [sp, #96]
	cbnz    w19, .L10
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L27
.L10:
	ldr     w9, [sp, #104]
	add     w8, w19, #0x1
	ldr     w23, [sp, #40]
	and     w10, w8, #0x3
	ldrb    w19, [sp, #109]
	str     w8, [sp, #96]
	adds    w9, w9, #0x1
	csinv   w28, w9, wzr, cc
	cmp     w10, #0x1
	str     w28, [sp, #104]
	b.eq    .L13
	cbnz    w23, .L13
	tbnz    w19, #0, .L13
.L11:
	ldr     w9, [sp, #100]
	cmp     w8, #0x4
	mov     w10, #0x4
	csel    w8, w8, w10, cc
	ldr     w10, [sp, #32]
	cmp     w9, #0x0
	csel    w9, w10, w9, eq
	mov     w10, #0xffffffff
	eor     w9, w9, w9, lsl #13
	lsl     w8, w10, w8
	eor     w9, w9, w9, lsr #17
	eor     w9, w9, w9, lsl #5
	bic     w8, w9, w8
	str     w9, [sp, #100]
	add     w8, w8, #0x1
.L12:
	subs    w8, w8, #0x1
	isb
	b.ne    .L12
	b       .L4
.L13:
	bl      <<std::time::Instant>::now>
	ldr     w26, [sp, #56]
	stur    x0, [x29, #-16]
	stur    w1, [x29, #-8]
	cmp     w26, w22
	b.ne    .L14
	mov     w26, w1
	mov     x27, x0
	str     x0, [sp, #48]
	str     w1, [sp, #56]
	ldr     w2, [sp, #72]
	cmp     w2, w22
	b.eq    .L15
	b       .L16
.L14:
	ldr     x27, [sp, #48]
	ldr     w2, [sp, #72]
	cmp     w2, w22
	b.ne    .L16
.L15:
	mov     w2, w1
	str     x0, [sp, #64]
	str     w1, [sp, #72]
.L16:
	ldr     w8, [sp, #88]
	ldr     x9, [sp, #80]
	ldrb    w10, [sp, #108]
	str     x0, [sp, #80]
	cmp     w8, w22
	str     w1, [sp, #88]
	csel    w8, w1, w8, eq
	csel    x9, x0, x9, eq
	strb    wzr, [sp, #108]
	tbz     w10, #0, .L17
	str     x0, [sp, #64]
	mov     w2, w1
	str     w1, [sp, #72]
.L17:
	cbz     w23, .L18
	cmp     w23, #0x1
	b.eq    .L1
	ldr     w8, [sp, #44]
	cmp     w8, #0x3
	b.cs    .L27
	add     w8, w8, #0x1
	b       .L2
.L18:
	cmp     w28, #0x7
	b.ls    .L19
	ldr     x1, [sp, #64]
	sub     x0, x29, #0x10
	bl      <<std::time::Instant>::duration_since>
	mul     x8, x0, x22
	mov     w10, #0x7cf
	umulh   x9, x0, x22
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L27
.L19:
	tbnz    w19, #0, .L20
	sub     x0, x29, #0x10
	mov     x1, x27
	mov     w2, w26
	bl      <<std::time::Instant>::duration_since>
	mul     x8, x0, x22
	umulh   x9, x0, x22
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L22
.L20:
	mov     w8, #0x1
	str     w8, [sp, #40]
.L21:
	bl      <std::thread::functions::yield_now>
	ldr     w24, [x21]
	b       .L5
.L22:
	ldr     w8, [sp, #40]
	cmp     w8, #0x2
	b.eq    .L3
	cmp     w8, #0x1
	b.eq    .L21
	ldr     w8, [sp, #96]
	b       .L11
.L23:
	and     w8, w24, #0xfffffff9
	ldr     w10, [sp, #36]
	mov     w20, #0x1
	sub     w8, w8, #0x10
	and     w9, w8, #0xfffffff1
	tst     w10, #0x1
	csel    w8, w9, w8, ne
.L24:
	ldaxr   w9, [x21]
	cmp     w9, w24
	b.ne    .L25
	stxr    w10, w8, [x21]
	cbnz    w10, .L24
	b       .L26
.L25:
	clrex
.L26:
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L5
	b       .L36
.L27:
	ldr     w8, [sp, #28]
	cmp     w8, w22
	b.eq    .L30
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #16]
	cmp     x0, x8
	b.ne    .L29
	ldr     w8, [sp, #28]
	cmp     w1, w8
	b.cc    .L30
.L28:
	tbz     w20, #0, .L36
	and     w8, w24, #0xfffffffd
	ldr     w10, [sp, #36]
	mov     w0, w24
	sub     w8, w8, #0x10
	mov     x2, x21
	and     w9, w8, #0xfffffff7
	tst     w10, #0x1
	csel    w1, w9, w8, ne
	bl      <__aarch64_cas4_relax>
	mov     w20, #0x1
	cmp     w0, w24
	mov     w24, w0
	b.ne    .L5
	b       .L36
.L29:
	b.ge    .L28
.L30:
	ldr     w10, [sp, #36]
	and     w8, w24, #0x8
	and     w9, w24, #0xfffffffd
	tst     w20, #0x1
	mov     w19, wzr
	orr     w8, w10, w8, lsr #3
	add     w10, w9, #0x10
	csel    w25, w9, w10, ne
	tbnz    w8, #0, .L31
	ldr     w8, [sp, #24]
	cmp     w8, w22
	b.eq    .L31
	ldr     x8, [sp, #8]
	sub     x0, x29, #0x10
	stur    x8, [x29, #-16]
	ldr     w8, [sp, #24]
	stur    w8, [x29, #-8]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L33
	orr     w25, w25, #0x8
	mov     w19, #0x1
.L31:
	cmp     w25, w24
	b.eq    .L34
.L32:
	mov     w0, w24
	mov     w1, w25
	mov     x2, x21
	bl      <__aarch64_cas4_relax>
	cmp     w0, w24
	mov     w24, w0
	b.ne    .L5
	b       .L34
.L33:
	mov     w8, #0xa11f
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	orr     w8, w25, #0x8
	cset    w19, hi
	csel    w25, w8, w25, hi
	cmp     w25, w24
	b.ne    .L32
.L34:
	ldr     w8, [sp, #36]
	mov     w20, #0x1
	orr     w8, w8, w19
	str     w8, [sp, #36]
	tbnz    w25, #2, .L0
	ldr     w8, [sp, #24]
	cmp     w8, w22
	b.ne    .L35
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	str     w1, [sp, #24]
.L35:
	ldr     w8, [sp, #36]
	ldr     x2, [sp, #16]
	mov     x0, x21
	ldr     w3, [sp, #28]
	mov     w1, w25
	mov     w4, #0x80
	tst     w8, #0x1
	cinc    w5, w20, ne
	bl      <hintlock::futex::linux::wait>
	add     x8, sp, #0x28
	str     wzr, [sp, #40]
	str     w22, [sp, #56]
	str     w22, [sp, #72]
	str     w22, [sp, #88]
	stur    xzr, [x8, #56]
	stur    xzr, [x8, #62]
	ldr     w25, [x21]
	b       .L0
.L36:
	mov     w0, w25
	ldp     x20, x19, [sp, #208]
	ldp     x22, x21, [sp, #192]
	ldp     x24, x23, [sp, #176]
	ldp     x26, x25, [sp, #160]
	ldp     x28, x27, [sp, #144]
	ldp     x29, x30, [sp, #128]
	add     sp, sp, #0xe0
	ret

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
