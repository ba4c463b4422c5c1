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
	cbnz    w9, .L8
.L3:
	mov     w0, w8
	ret
.L4:
	orr     w10, w9, #0x1
.L5:
	ldaxr   w11, [x0]
	cmp     w11, w9
	b.ne    .L6
	stxr    w12, w10, [x0]
	cbnz    w12, .L5
	b       .L7
.L6:
	clrex
.L7:
	cmp     w11, w9
	mov     w9, w11
	b.eq    .L3
.L8:
	tst     w9, #0x1
	cset    w8, eq
	tbz     w9, #0, .L4
	b       .L3

== hintlock_probe_unlock
	mov     w8, wzr
	mov     w9, #0x1
.L0:
	ldxr    w10, [x0]
	cmp     w10, w9
	b.ne    .L1
	stlxr   w11, w8, [x0]
	cbnz    w11, .L0
	b       .L2
.L1:
	clrex
.L2:
	cmp     w10, #0x1
	b.ne    .L3
	ret
.L3:
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
.L0:
	mov     w20, wzr
.L1:
	tbz     w20, #0, .L18
.L2:
	mov     w26, w28
	tbz     w0, #0, .L7
.L3:
	tbnz    w26, #0, .L11
	sub     w8, w26, #0xf
	cmp     w8, #0x10
	csel    w9, w24, w23, cc
	and     w8, w9, w8
.L4:
	ldaxr   w9, [x21]
	cmp     w9, w26
	b.ne    .L5
	stxr    w10, w8, [x21]
	cbnz    w10, .L4
	b       .L6
.L5:
	clrex
.L6:
	cmp     w9, w26
	mov     w26, w9
	b.ne    .L3
	b       .L57
.L7:
	tbnz    w26, #0, .L11
	and     w8, w26, #0xfffffffc
	orr     w8, w8, #0x1
.L8:
	ldaxr   w9, [x21]
	cmp     w9, w26
	b.ne    .L9
	stxr    w10, w8, [x21]
	cbnz    w10, .L8
	b       .L10
.L9:
	clrex
.L10:
	cmp     w9, w26
	mov     w26, w9
	b.ne    .L7
	b       .L57
.L11:
	and     w8, w26, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L34
	and     w8, w26, #0xfffffffb
	and     w9, w26, #0x3
	sub     w8, w8, #0x10
	cmp     w8, #0x10
	csel    w28, w9, w8, cc
	cmp     w25, w11
	b.ne    .L13
.L12:
	and     w19, w28, #0xfffffff1
	b       .L15
.L13:
	ldr     x8, [sp, #24]
	sub     x0, x29, #0x10
	and     w19, w28, #0xfffffff9
	stur    w25, [x29, #-8]
	stur    x8, [x29, #-16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L14
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	b       .L15
.L14:
	mov     w8, #0xa11f
	mov     w11, #0xca00
	movk    w8, #0x7, lsl #16
	movk    w11, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ls    .L12
.L15:
	ldaxr   w28, [x21]
	cmp     w28, w26
	b.ne    .L16
	stxr    w8, w19, [x21]
	cbnz    w8, .L15
	b       .L17
.L16:
	clrex
.L17:
	mov     w0, #0x1
	cmp     w28, w26
	b.ne    .L2
	b       .L58
.L18:
	tbz     w0, #0, .L23
.L19:
	tbnz    w28, #0, .L27
	sub     w8, w28, #0xf
	cmp     w8, #0x10
	csel    w9, w24, w23, cc
	and     w8, w9, w8
.L20:
	ldaxr   w9, [x21]
	cmp     w9, w28
	b.ne    .L21
	stxr    w10, w8, [x21]
	cbnz    w10, .L20
	b       .L22
.L21:
	clrex
.L22:
	cmp     w9, w28
	mov     w28, w9
	b.ne    .L19
	b       .L57
.L23:
	tbnz    w28, #0, .L27
	orr     w8, w28, #0x1
.L24:
	ldaxr   w9, [x21]
	cmp     w9, w28
	b.ne    .L25
	stxr    w10, w8, [x21]
	cbnz    w10, .L24
	b       .L26
.L25:
	clrex
.L26:
	cmp     w9, w28
	mov     w28, w9
	b.ne    .L23
	b       .L57
.L27:
	and     w8, w28, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L35
	and     w8, w28, #0xfffffffb
	and     w9, w28, #0x3
	sub     w8, w8, #0x10
	cmp     w8, #0x10
	csel    w26, w9, w8, cc
	cmp     w25, w11
	b.ne    .L29
.L28:
	and     w19, w26, #0xfffffff1
	b       .L31
.L29:
	ldr     x8, [sp, #24]
	sub     x0, x29, #0x10
	and     w19, w26, #0xfffffff9
	stur    w25, [x29, #-8]
	stur    x8, [x29, #-16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L30
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	b       .L31
.L30:
	mov     w8, #0xa11f
	mov     w11, #0xca00
	movk    w8, #0x7, lsl #16
	movk    w11, #0x3b9a, lsl #16
	cmp     w1, w8
	b.ls    .L28
.L31:
	ldaxr   w8, [x21]
	cmp     w8, w28
	b.ne    .L32
	stxr    w9, w19, [x21]
	cbnz    w9, .L31
	b       .L33
.L32:
	clrex
.L33:
	mov     w0, #0x1
	cmp     w8, w28
	mov     w28, w8
	b.ne    .L18
	b       .L58
.L34:
	mov     w28, w26
.L35:
	mov     w19, #0xa11f
	str     w0, [sp, #20]
	movk    w19, #0x7, lsl #16
	tbnz    w0, #0, .L38
	and     w8, w28, #0xc
	cbnz    w8, .L38
	cbz     w27, .L36
	add     w27, w27, #0x1
	and     w8, w27, #0xf
	cmp     w8, #0x1
	b.eq    .L37
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	b       .L50
.L36:
	bl      <hintlock::spin::policy::multi_cpu>
	tbz     w0, #0, .L43
	mov     w27, #0x1
.L37:
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
	b.cs    .L50
.L38:
	ldur    w8, [x29, #-20]
	cmp     w8, w11
	b.ne    .L44
.L39:
	and     w8, w28, #0xfffffffd
	tst     w0, #0x1
	add     w9, w8, #0x10
	csel    w26, w8, w9, ne
	cmp     w25, w11
	b.eq    .L42
	ldr     x8, [sp, #24]
	sub     x0, x29, #0x10
	stur    w25, [x29, #-8]
	stur    x8, [x29, #-16]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L40
	orr     w26, w26, #0x8
	b       .L41
.L40:
	orr     w8, w26, #0x8
	cmp     w1, w19
	csel    w26, w8, w26, hi
.L41:
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
.L42:
	cmp     w26, w28
	b.eq    .L54
	mov     w0, w28
	mov     w1, w26
	mov     x2, x21
	bl      <__aarch64_cas4_relax>
	mov     w11, #0xca00
	cmp     w0, w28
	movk    w11, #0x3b9a, lsl #16
	b.eq    .L55
	mov     w28, w0
	ldr     w0, [sp, #20]
	b       .L1
.L43:
	ldr     w0, [sp, #20]
	mov     w11, #0xca00
	mov     w27, wzr
	movk    w11, #0x3b9a, lsl #16
	ldur    w8, [x29, #-20]
	cmp     w8, w11
	b.eq    .L39
.L44:
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #32]
	cmp     x0, x8
	b.ne    .L45
	ldur    w8, [x29, #-20]
	ldr     w0, [sp, #20]
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	cmp     w1, w8
	b.cc    .L39
	b       .L46
.L45:
	ldr     w0, [sp, #20]
	mov     w11, #0xca00
	movk    w11, #0x3b9a, lsl #16
	b.lt    .L39
.L46:
	orr     w8, w20, w0
	tbz     w8, #0, .L59
	tbz     w0, #0, .L47
	sub     w8, w28, #0x10
	and     w9, w28, #0x7
	cmp     w8, #0x10
	csel    w8, w9, w8, cc
	b       .L48
.L47:
	mov     w1, w28
	mov     w8, w28
	tbz     w20, #0, .L49
.L48:
	and     w1, w8, #0xfffffffd
.L49:
	mov     w0, w28
	mov     x2, x21
	bl      <__aarch64_cas4_relax>
	cmp     w0, w28
	b.eq    .L59
	mov     w28, w0
	mov     w11, #0xca00
	ldr     w0, [sp, #20]
	movk    w11, #0x3b9a, lsl #16
	b       .L1
.L50:
	tbz     w20, #0, .L53
.L51:
	mov     w20, #0x1
.L52:
	isb
	ldr     w28, [x21]
	mov     w0, wzr
	b       .L1
.L53:
	cmp     w28, #0x10
	mov     w20, wzr
	b.cc    .L52
	tbnz    w28, #1, .L52
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
	b.ne    .L1
	b       .L51
.L54:
	mov     w26, w28
.L55:
	cmp     w25, w11
	b.ne    .L56
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #24]
	mov     w25, w1
.L56:
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
	b       .L0
.L57:
	mov     w0, #0x1
.L58:
	ldp     x20, x19, [sp, #144]
	ldp     x22, x21, [sp, #128]
	ldp     x24, x23, [sp, #112]
	ldp     x26, x25, [sp, #96]
	ldp     x28, x27, [sp, #80]
	ldp     x29, x30, [sp, #64]
	add     sp, sp, #0xa0
	ret
.L59:
	mov     w0, wzr
	b       .L58

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow
	ldr     w8, [x0]
	tbnz    w1, #0, .L4
	mov     w9, #0xfffffff6
	b       .L13
.L0:
	orr     w9, w8, #0x4
.L1:
	ldxr    w10, [x0]
	cmp     w10, w8
	b.ne    .L2
	stlxr   w11, w9, [x0]
	cbnz    w11, .L1
	b       .L3
.L2:
	clrex
.L3:
	cmp     w10, w8
	mov     w8, w10
	b.eq    .L22
.L4:
	cmp     w8, #0xf
	b.hi    .L0
	and     w9, w8, #0xe
.L5:
	ldxr    w10, [x0]
	cmp     w10, w8
	b.ne    .L6
	stlxr   w11, w9, [x0]
	cbnz    w11, .L5
	b       .L7
.L6:
	clrex
.L7:
	cmp     w10, w8
	mov     w8, w10
	b.ne    .L4
.L8:
	ret
.L9:
	and     w10, w8, #0xe
.L10:
	ldxr    w11, [x0]
	cmp     w11, w8
	b.ne    .L11
	stlxr   w12, w10, [x0]
	cbnz    w12, .L10
	b       .L12
.L11:
	clrex
.L12:
	cmp     w11, w8
	mov     w8, w11
	b.eq    .L8
.L13:
	cmp     w8, #0x10
	b.cc    .L9
	tbnz    w8, #3, .L17
	and     w10, w8, #0x2
	and     w11, w8, w9
	eor     w12, w10, #0x2
	orr     w11, w12, w11
.L14:
	ldxr    w12, [x0]
	cmp     w12, w8
	b.ne    .L15
	stlxr   w13, w11, [x0]
	cbnz    w13, .L14
	b       .L16
.L15:
	clrex
.L16:
	cmp     w12, w8
	mov     w8, w12
	b.ne    .L13
	b       .L21
.L17:
	orr     w10, w8, #0x4
.L18:
	ldxr    w11, [x0]
	cmp     w11, w8
	b.ne    .L19
	stlxr   w12, w10, [x0]
	cbnz    w12, .L18
	b       .L20
.L19:
	clrex
.L20:
	cmp     w11, w8
	mov     w8, w11
	b.ne    .L13
	b       .L22
.L21:
	cbnz    w10, .L8
.L22:
	mov     w1, #0x1
	mov     w2, #0x80
	b       <hintlock::futex::linux::wake>
