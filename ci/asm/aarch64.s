# target aarch64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	mov     w8, wzr
	mov     w9, #0x1
	ldaxr   w10, [x0]
	cmp     w10, w8
	b.ne    <+0x20>
	stxr    w11, w9, [x0]
	cbnz    w11, <+0x8>
	b       <+0x24>
	clrex
	cbnz    w10, <+0x2c>
	ret
	mov     w2, #0xca00
	movk    w2, #0x3b9a, lsl #16
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== hintlock_probe_try_lock
	mov     w8, #0x1
	mov     w10, wzr
	ldaxr   w9, [x0]
	cmp     w9, w10
	b.ne    <+0x20>
	stxr    w11, w8, [x0]
	cbnz    w11, <+0x8>
	b       <+0x24>
	clrex
	cbnz    w9, <+0x5c>
	mov     w0, w8
	ret
	orr     w10, w9, #0x1
	ldaxr   w11, [x0]
	cmp     w11, w9
	b.ne    <+0x4c>
	stxr    w12, w10, [x0]
	cbnz    w12, <+0x34>
	b       <+0x50>
	clrex
	cmp     w11, w9
	mov     w9, w11
	b.eq    <+0x28>
	tst     w9, #0x1
	cset    w8, eq
	tbz     w9, #0, <+0x30>
	b       <+0x28>

== hintlock_probe_unlock
	mov     w8, wzr
	mov     w9, #0x1
	ldxr    w10, [x0]
	cmp     w10, w9
	b.ne    <+0x20>
	stlxr   w11, w8, [x0]
	cbnz    w11, <+0x8>
	b       <+0x24>
	clrex
	cmp     w10, #0x1
	b.ne    <+0x30>
	ret
	mov     w1, wzr
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	sub     sp, sp, #0xa0
	stp     x29, x30, [sp, #64]
	stp     x28, x27, [sp, #80]
	stp     x26, x25, [sp, #96]
	stp     x24, x23, [sp, #112]
	stp     x22, x21, [sp, #128]
	stp     x20, x19, [sp, #144]
	add     x29, sp, #0x40
	stur    w2, [x29, #-20]
	mov     x21, x0
	mov     w11, #0xca00
	str     x1, [sp, #32]
	mov     w22, #0xca00
	mov     w25, #0xca00
	ldr     w28, [x0]
	mov     w27, wzr
	mov     w0, wzr
	movk    w11, #0x3b9a, lsl #16
	mov     w23, #0xfffffffd
	mov     w24, #0x5
	movk    w22, #0x3b9a, lsl #16
	movk    w25, #0x3b9a, lsl #16
	mov     w20, wzr
	tbz     w20, #0, <+0x17c>
	mov     w26, w28
	tbz     w0, #0, <+0xa8>
	tbnz    w26, #0, <+0xe0>
	sub     w8, w26, #0xf
	cmp     w8, #0x10
	csel    w9, w24, w23, cc
	and     w8, w9, w8
	ldaxr   w9, [x21]
	cmp     w9, w26
	b.ne    <+0x94>
	stxr    w10, w8, [x21]
	cbnz    w10, <+0x7c>
	b       <+0x98>
	clrex
	cmp     w9, w26
	mov     w26, w9
	b.ne    <+0x68>
	b       <+0x518>
	tbnz    w26, #0, <+0xe0>
	and     w8, w26, #0xfffffffc
	orr     w8, w8, #0x1
	ldaxr   w9, [x21]
	cmp     w9, w26
	b.ne    <+0xcc>
	stxr    w10, w8, [x21]
	cbnz    w10, <+0xb4>
	b       <+0xd0>
	clrex
	cmp     w9, w26
	mov     w26, w9
	b.ne    <+0xa8>
	b       <+0x518>
	and     w8, w26, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, <+0x294>
	and     w8, w26, #0xfffffffb
	and     w9, w26, #0x3
	sub     w8, w8, #0x10
	cmp     w8, #0x10
	csel    w28, w9, w8, cc
	cmp     w25, w11
	b.ne    <+0x110>
	and     w19, w28, #0xfffffff1
	b       <+0x150>
	ldr     x8, [sp, #24]
	sub     x0, x29, #0x10
	and     w19, w28, #0xfffffff9
	stur    w25, [x29, #-8]
	stur    x8, [x29, #-16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, <+0x138>
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	b       <+0x150>
	mov     w8, #0xa11f
	mov     w11, #0xca00
	movk    w8, #0x7, lsl #16
	movk    w11, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ls    <+0x108>
	ldaxr   w28, [x21]
	cmp     w28, w26
	b.ne    <+0x168>
	stxr    w8, w19, [x21]
	cbnz    w8, <+0x150>
	b       <+0x16c>
	clrex
	mov     w0, #0x1
	cmp     w28, w26
	b.ne    <+0x60>
	b       <+0x51c>
	tbz     w0, #0, <+0x1c0>
	tbnz    w28, #0, <+0x1f4>
	sub     w8, w28, #0xf
	cmp     w8, #0x10
	csel    w9, w24, w23, cc
	and     w8, w9, w8
	ldaxr   w9, [x21]
	cmp     w9, w28
	b.ne    <+0x1ac>
	stxr    w10, w8, [x21]
	cbnz    w10, <+0x194>
	b       <+0x1b0>
	clrex
	cmp     w9, w28
	mov     w28, w9
	b.ne    <+0x180>
	b       <+0x518>
	tbnz    w28, #0, <+0x1f4>
	orr     w8, w28, #0x1
	ldaxr   w9, [x21]
	cmp     w9, w28
	b.ne    <+0x1e0>
	stxr    w10, w8, [x21]
	cbnz    w10, <+0x1c8>
	b       <+0x1e4>
	clrex
	cmp     w9, w28
	mov     w28, w9
	b.ne    <+0x1c0>
	b       <+0x518>
	and     w8, w28, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, <+0x298>
	and     w8, w28, #0xfffffffb
	and     w9, w28, #0x3
	sub     w8, w8, #0x10
	cmp     w8, #0x10
	csel    w26, w9, w8, cc
	cmp     w25, w11
	b.ne    <+0x224>
	and     w19, w26, #0xfffffff1
	b       <+0x264>
	ldr     x8, [sp, #24]
	sub     x0, x29, #0x10
	and     w19, w26, #0xfffffff9
	stur    w25, [x29, #-8]
	stur    x8, [x29, #-16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, <+0x24c>
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	b       <+0x264>
	mov     w8, #0xa11f
	mov     w11, #0xca00
	movk    w8, #0x7, lsl #16
	movk    w11, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ls    <+0x21c>
	ldaxr   w8, [x21]
	cmp     w8, w28
	b.ne    <+0x27c>
	stxr    w9, w19, [x21]
	cbnz    w9, <+0x264>
	b       <+0x280>
	clrex
	mov     w0, #0x1
	cmp     w8, w28
	mov     w28, w8
	b.ne    <+0x17c>
	b       <+0x51c>
	mov     w28, w26
	mov     w19, #0xa11f
	str     w0, [sp, #20]
	movk    w19, #0x7, lsl #16
	tbnz    w0, #0, <+0x33c>
	and     w8, w28, #0xc
	cbnz    w8, <+0x33c>
	cbz     w27, <+0x2d0>
	add     w27, w27, #0x1
	and     w8, w27, #0xf
	cmp     w8, #0x1
	b.eq    <+0x2dc>
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	b       <+0x478>
	bl      <hintlock::spin::policy::multi_cpu>
	tbz     w0, #0, <+0x3c8>
	mov     w27, #0x1
	bl      <<std::time::Instant>::now>
	mov     w8, #0xca00
	stur    w1, [x29, #-8]
	movk    w8, #0x3b9a, lsl #16
	stur    x0, [x29, #-16]
	cmp     w22, w8
	csel    w22, w1, w22, eq
	ldr     x1, [sp, #8]
	mov     w2, w22
	csel    x1, x0, x1, eq
	sub     x0, x29, #0x10
	str     x1, [sp, #8]
	bl      <<std::time::Instant>::duration_since>
	mov     w11, #0xca00
	mov     w10, #0xf9f
	movk    w11, #0x3b9a, lsl #16
	mul     x8, x0, x11
	umulh   x9, x0, x11
	ldr     w0, [sp, #20]
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cs    <+0x478>
	ldur    w8, [x29, #-20]
	cmp     w8, w11
	b.ne    <+0x3e4>
	and     w8, w28, #0xfffffffd
	tst     w0, #0x1
	add     w9, w8, #0x10
	csel    w26, w8, w9, ne
	cmp     w25, w11
	b.eq    <+0x394>
	ldr     x8, [sp, #24]
	sub     x0, x29, #0x10
	stur    w25, [x29, #-8]
	stur    x8, [x29, #-16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, <+0x380>
	orr     w26, w26, #0x8
	b       <+0x38c>
	orr     w8, w26, #0x8
	cmp     w1, w19
	csel    w26, w8, w26, hi
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	cmp     w26, w28
	b.eq    <+0x4d4>
	mov     w0, w28
	mov     w1, w26
	mov     x2, x21
	bl      <__aarch64_cas4_relax>
	mov     w11, #0xca00
	cmp     w0, w28
	movk    w11, #0x3b9a, lsl #16
	b.eq    <+0x4d8>
	mov     w28, w0
	ldr     w0, [sp, #20]
	b       <+0x5c>
	ldr     w0, [sp, #20]
	mov     w11, #0xca00
	mov     w27, wzr
	movk    w11, #0x3b9a, lsl #16
	ldur    w8, [x29, #-20]
	cmp     w8, w11
	b.eq    <+0x348>
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #32]
	cmp     x0, x8
	b.ne    <+0x410>
	ldur    w8, [x29, #-20]
	ldr     w0, [sp, #20]
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	cmp     w1, w8
	b.cc    <+0x348>
	b       <+0x420>
	ldr     w0, [sp, #20]
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	b.lt    <+0x348>
	orr     w8, w20, w0
	tbz     w8, #0, <+0x53c>
	tbz     w0, #0, <+0x440>
	sub     w8, w28, #0x10
	and     w9, w28, #0x7
	cmp     w8, #0x10
	csel    w8, w9, w8, cc
	b       <+0x44c>
	mov     w1, w28
	mov     w8, w28
	tbz     w20, #0, <+0x450>
	and     w1, w8, #0xfffffffd
	mov     w0, w28
	mov     x2, x21
	bl      <__aarch64_cas4_relax>
	cmp     w0, w28
	b.eq    <+0x53c>
	mov     w28, w0
	mov     w11, #0xca00
	ldr     w0, [sp, #20]
	movk    w11, #0x3b9a, lsl #16
	b       <+0x5c>
	tbz     w20, #0, <+0x490>
	mov     w20, #0x1
	isb
	ldr     w28, [x21]
	mov     w0, wzr
	b       <+0x5c>
	cmp     w28, #0x10
	mov     w20, wzr
	b.cc    <+0x480>
	tbnz    w28, #1, <+0x480>
	orr     w1, w28, #0x2
	mov     w0, w28
	mov     x2, x21
	bl      <__aarch64_cas4_relax>
	mov     w11, #0xca00
	mov     w8, w0
	mov     w0, wzr
	movk    w11, #0x3b9a, lsl #16
	mov     w20, wzr
	cmp     w8, w28
	mov     w28, w8
	b.ne    <+0x5c>
	b       <+0x47c>
	mov     w26, w28
	cmp     w25, w11
	b.ne    <+0x4ec>
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #24]
	mov     w25, w1
	ldr     x2, [sp, #32]
	ldur    w3, [x29, #-20]
	mov     x0, x21
	mov     w1, w26
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	ldr     w28, [x21]
	mov     w11, #0xca00
	mov     w0, #0x1
	movk    w11, #0x3b9a, lsl #16
	b       <+0x58>
	mov     w0, #0x1
	ldp     x20, x19, [sp, #144]
	ldp     x22, x21, [sp, #128]
	ldp     x24, x23, [sp, #112]
	ldp     x26, x25, [sp, #96]
	ldp     x28, x27, [sp, #80]
	ldp     x29, x30, [sp, #64]
	add     sp, sp, #0xa0
	ret
	mov     w0, wzr
	b       <+0x51c>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow
	ldr     w8, [x0]
	tbnz    w1, #0, <+0x3c>
	mov     w9, #0xfffffff6
	b       <+0xa0>
	orr     w9, w8, #0x4
	ldxr    w10, [x0]
	cmp     w10, w8
	b.ne    <+0x2c>
	stlxr   w11, w9, [x0]
	cbnz    w11, <+0x14>
	b       <+0x30>
	clrex
	cmp     w10, w8
	mov     w8, w10
	b.eq    <+0x11c>
	cmp     w8, #0xf
	b.hi    <+0x10>
	and     w9, w8, #0xe
	ldxr    w10, [x0]
	cmp     w10, w8
	b.ne    <+0x60>
	stlxr   w11, w9, [x0]
	cbnz    w11, <+0x48>
	b       <+0x64>
	clrex
	cmp     w10, w8
	mov     w8, w10
	b.ne    <+0x3c>
	ret
	and     w10, w8, #0xe
	ldxr    w11, [x0]
	cmp     w11, w8
	b.ne    <+0x90>
	stlxr   w12, w10, [x0]
	cbnz    w12, <+0x78>
	b       <+0x94>
	clrex
	cmp     w11, w8
	mov     w8, w11
	b.eq    <+0x70>
	cmp     w8, #0x10
	b.cc    <+0x74>
	tbnz    w8, #3, <+0xe8>
	and     w10, w8, #0x2
	and     w11, w8, w9
	eor     w12, w10, #0x2
	orr     w11, w12, w11
	ldxr    w12, [x0]
	cmp     w12, w8
	b.ne    <+0xd4>
	stlxr   w13, w11, [x0]
	cbnz    w13, <+0xbc>
	b       <+0xd8>
	clrex
	cmp     w12, w8
	mov     w8, w12
	b.ne    <+0xa0>
	b       <+0x118>
	orr     w10, w8, #0x4
	ldxr    w11, [x0]
	cmp     w11, w8
	b.ne    <+0x104>
	stlxr   w12, w10, [x0]
	cbnz    w12, <+0xec>
	b       <+0x108>
	clrex
	cmp     w11, w8
	mov     w8, w11
	b.ne    <+0xa0>
	b       <+0x11c>
	cbnz    w10, <+0x70>
	mov     w1, #0x1
	mov     w2, #0x80
	b       <hintlock::futex::linux::wake>
