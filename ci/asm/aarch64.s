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

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	sub     sp, sp, #0xf0
	str     d8, [sp, #128]
	stp     x29, x30, [sp, #144]
	stp     x28, x27, [sp, #160]
	stp     x26, x25, [sp, #176]
	stp     x24, x23, [sp, #192]
	stp     x22, x21, [sp, #208]
	stp     x20, x19, [sp, #224]
	add     x29, sp, #0x90
	stur    w2, [x29, #-4]
	mov     w10, #0xca00
	movz    x8, #0x0, lsl #16
	str     x1, [sp, #32]
	movk    w10, #0x3b9a, lsl #16
	mov     x24, #0x7c15
	str     wzr, [sp, #40]
	adrp    x19, <anon.8ebe0e1ed95ba6cfdf4f5ee00837a66e.14.llvm.13322118578581914791+0x3c0>
	movk    x24, #0x7f4a, lsl #16
	str     xzr, [sp, #96]
	movk    x24, #0x79b9, lsl #32
	mov     x21, x0
	stur    xzr, [sp, #103]
	movk    x24, #0x9e37, lsl #48
	movk    x8, #0x38
	str     w10, [sp, #56]
	mrs     x23, tpidr_el0
	str     w10, [sp, #72]
	add     x9, x23, x8
	str     w10, [sp, #88]
	ldr     w26, [x0]
	ldp     x8, x20, [x9]
	ldr     x19, [x19, #3976]
	stp     xzr, xzr, [x9]
	tbz     w26, #4, .L2
	cmp     x8, x21
	b.ne    .L2
	bl      <hintlock::spin::policy::now_ns>
	mov     x22, x0
	bl      <hintlock::spin::policy::now_ns>
	adrp    x8, <anon.8ebe0e1ed95ba6cfdf4f5ee00837a66e.14.llvm.13322118578581914791+0x3c0>
	subs    x9, x0, x22
	ldr     x8, [x8, #4040]
	csel    x9, xzr, x9, cc
	ldr     x10, [x8]
	cmp     x9, x10
	b.cs    .L1
.L0:
	ldxr    x10, [x8]
	cmp     x10, x9
	csel    x10, x10, x9, ls
	stxr    w11, x10, [x8]
	cbnz    w11, .L0
	mov     x10, x9
.L1:
	mul     x8, x21, x24
	subs    x9, x22, x20
	csel    x9, xzr, x9, cc
	subs    x10, x9, x10
	csel    x10, xzr, x10, cc
	cmp     x10, #0x3c
	lsr     x8, x8, #58
	add     x9, x19, x8, lsl #6
	ldr     x11, [x9]
	b.cs    .L3
	mov     w10, #0x1
	b       .L4
.L2:
	mul     x8, x21, x24
	lsr     x8, x8, #58
	b       .L5
.L3:
	mov     w10, #0x2
	tbnz    w11, #1, .L4
	bfxil   x10, x11, #0, #1
.L4:
	orr     x10, x10, x22, lsl #2
	str     x10, [x9]
.L5:
	add     x11, x19, x8, lsl #6
	add     x8, sp, #0x28
	mov     w18, #0xca00
	orr     w12, w8, #0x1
	adrp    x8, <compiler_builtins::float::div::div::<f128>+0x3bc>
	mov     w24, wzr
	ldr     d8, [x8, #3288]
	mov     w27, wzr
	mov     w9, #0xffffffef
	mov     w10, #0xffffffe7
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	mov     w17, #0x1
	movk    w18, #0x3b9a, lsl #16
.L6:
	tst     w27, #0x1
	mov     w28, wzr
	mov     w25, w26
	csel    w19, w10, w9, ne
	csel    w22, w14, w13, ne
	csel    w1, w16, w15, ne
	and     w20, w19, #0xfffffffd
.L7:
	mov     w0, w24
	tbz     w27, #0, .L22
.L8:
	tbnz    w25, #0, .L18
	tbz     w0, #0, .L13
.L9:
	mov     w8, #0x1
	sub     w9, w25, #0x1f
	str     wzr, [sp, #104]
	strb    w8, [sp, #109]
	and     w9, w9, w20
.L10:
	ldaxr   w8, [x21]
	cmp     w8, w25
	b.ne    .L11
	stxr    w10, w9, [x21]
	cbnz    w10, .L10
	b       .L12
.L11:
	clrex
.L12:
	cmp     w8, w25
	b.eq    .L67
	mov     w25, w8
	tbz     w8, #0, .L9
	b       .L17
.L13:
	mov     w8, #0x1
	orr     w9, w25, #0x1
	str     wzr, [sp, #104]
	strb    w8, [sp, #109]
	and     w9, w9, w19
.L14:
	ldaxr   w8, [x21]
	cmp     w8, w25
	b.ne    .L15
	stxr    w10, w9, [x21]
	cbnz    w10, .L14
	b       .L16
.L15:
	clrex
.L16:
	cmp     w8, w25
	b.eq    .L67
	mov     w25, w8
	tbz     w8, #0, .L13
.L17:
	mov     w25, w8
	strb    w17, [sp, #110]
.L18:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L36
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
.L19:
	ldaxr   w9, [x21]
	cmp     w9, w25
	b.ne    .L20
	stxr    w10, w8, [x21]
	cbnz    w10, .L19
	b       .L21
.L20:
	clrex
.L21:
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L8
	b       .L68
.L22:
	tbnz    w25, #0, .L32
	tbz     w0, #0, .L27
.L23:
	tbnz    w25, #3, .L32
	mov     w8, #0x1
	sub     w9, w25, #0x1f
	str     wzr, [sp, #104]
	strb    w8, [sp, #109]
	and     w9, w9, w20
.L24:
	ldaxr   w8, [x21]
	cmp     w8, w25
	b.ne    .L25
	stxr    w10, w9, [x21]
	cbnz    w10, .L24
	b       .L26
.L25:
	clrex
.L26:
	cmp     w8, w25
	b.eq    .L67
	mov     w25, w8
	tbz     w8, #0, .L23
	b       .L31
.L27:
	tbnz    w25, #3, .L32
	mov     w8, #0x1
	and     w9, w25, #0xffffffe7
	str     wzr, [sp, #104]
	strb    w8, [sp, #109]
	orr     w9, w9, #0x1
.L28:
	ldaxr   w8, [x21]
	cmp     w8, w25
	b.ne    .L29
	stxr    w10, w9, [x21]
	cbnz    w10, .L28
	b       .L30
.L29:
	clrex
.L30:
	cmp     w8, w25
	b.eq    .L67
	mov     w25, w8
	tbz     w8, #0, .L27
.L31:
	mov     w25, w8
	strb    w17, [sp, #110]
.L32:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L36
	and     w8, w25, #0xfffffff9
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w22
.L33:
	ldaxr   w9, [x21]
	cmp     w9, w25
	b.ne    .L34
	stxr    w10, w8, [x21]
	cbnz    w10, .L33
	b       .L35
.L34:
	clrex
.L35:
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L22
	b       .L68
.L36:
	ldr     w26, [sp, #96]
	mov     w24, w0
	stp     w1, w18, [sp, #24]
	stur    w12, [x29, #-8]
	str     x11, [sp, #16]
	cbnz    w26, .L37
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L52
.L37:
	ldr     w8, [sp, #104]
	add     w9, w26, #0x1
	ldr     w26, [sp, #40]
	and     w10, w9, #0x3
	str     w9, [sp, #96]
	adds    w8, w8, #0x1
	csinv   w11, w8, wzr, cc
	ldrb    w8, [sp, #110]
	cmp     w10, #0x1
	str     w11, [sp, #104]
	b.eq    .L40
	cbnz    w26, .L40
	cbnz    w8, .L40
.L38:
	tbnz    w28, #0, .L39
	ldr     x8, [sp, #16]
	movz    x12, #0x0, lsl #16
	mov     w9, #0x79b9
	movk    w9, #0x9e37, lsl #16
	and     w10, w25, #0x10
	ldr     x1, [x8]
	movk    x12, #0x30
	ldr     w8, [x23, x12]
	and     w11, w1, #0x1
	strb    w11, [sp, #108]
	add     x11, sp, #0x28
	add     w8, w8, #0x1
	str     w8, [x23, x12]
	mul     w9, w8, w9
	bfxil   w10, w8, #0, #4
	eor     w9, w9, w11
	orr     w8, w9, #0x1
	str     w8, [sp, #100]
	cbnz    w10, .L39
	ldr     x0, [sp, #16]
	bl      <hintlock::spin::policy::wants_sample>
	tbz     w0, #0, .L39
	mov     w0, #0x10
	mov     x1, x21
	bl      <__aarch64_ldset4_relax>
.L39:
	ldr     w8, [sp, #40]
	cmp     w8, #0x2
	b.eq    .L41
	cmp     w8, #0x1
	b.ne    .L43
	bl      <std::thread::functions::yield_now>
	b       .L42
.L40:
	stp     w8, w11, [sp, #8]
	bl      <<std::time::Instant>::now>
	ldr     w12, [sp, #56]
	mov     w8, #0xca00
	stur    x0, [x29, #-32]
	movk    w8, #0x3b9a, lsl #16
	stur    w1, [x29, #-24]
	cmp     w12, w8
	b.ne    .L44
	mov     w12, w1
	mov     x13, x0
	str     x0, [sp, #48]
	str     w1, [sp, #56]
	b       .L45
.L41:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
.L42:
	ldp     w1, w18, [sp, #24]
	ldr     x11, [sp, #16]
	ldur    w12, [x29, #-8]
	mov     w17, #0x1
	b       .L58
.L43:
	ldp     w1, w18, [sp, #24]
	ldrb    w8, [sp, #108]
	ldr     x11, [sp, #16]
	mov     w9, #0x4
	ldur    w12, [x29, #-8]
	mov     w10, #0xffffffff
	mov     w17, #0x1
	tbz     w8, #0, .L55
	mov     w8, #0xff
	b       .L56
.L44:
	ldr     x13, [sp, #48]
.L45:
	ldr     w2, [sp, #72]
	cmp     w2, w8
	b.ne    .L46
	mov     w2, w1
	str     x0, [sp, #64]
	str     w1, [sp, #72]
.L46:
	ldr     w8, [sp, #88]
	mov     w11, #0xca00
	ldr     x9, [sp, #80]
	movk    w11, #0x3b9a, lsl #16
	ldrb    w10, [sp, #109]
	str     x0, [sp, #80]
	cmp     w8, w11
	str     w1, [sp, #88]
	csel    w8, w1, w8, eq
	csel    x9, x0, x9, eq
	strb    wzr, [sp, #109]
	tbz     w10, #0, .L47
	str     x0, [sp, #64]
	mov     w2, w1
	str     w1, [sp, #72]
.L47:
	cbz     w26, .L48
	cmp     w26, #0x1
	b.ne    .L51
	sub     x0, x29, #0x20
	mov     x1, x9
	mov     w2, w8
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x3e7
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L52
	str     d8, [sp, #40]
	b       .L38
.L48:
	ldr     w8, [sp, #12]
	cmp     w8, #0x7
	b.ls    .L49
	ldr     x1, [sp, #64]
	sub     x0, x29, #0x20
	str     w12, [sp, #12]
	mov     x26, x13
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x7cf
	ldr     w12, [sp, #12]
	movk    w9, #0x3b9a, lsl #16
	mov     x13, x26
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L52
.L49:
	ldr     w8, [sp, #8]
	tbnz    w8, #0, .L50
	sub     x0, x29, #0x20
	mov     x1, x13
	mov     w2, w12
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L38
.L50:
	mov     w8, #0x1
	str     w8, [sp, #40]
	b       .L38
.L51:
	ldr     w8, [sp, #44]
	cmp     w8, #0x3
	b.cs    .L52
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #40]
	b       .L38
.L52:
	ldur    w8, [x29, #-4]
	mov     w9, #0xca00
	ldr     x28, [sp]
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L54
.L53:
	and     w8, w25, #0x8
	and     w9, w25, #0xfffffffd
	tst     w24, #0x1
	orr     w8, w27, w8, lsr #3
	add     w10, w9, #0x20
	mov     w11, wzr
	csel    w26, w9, w10, ne
	tbnz    w8, #0, .L61
	mov     w8, #0xca00
	ldr     w18, [sp, #28]
	mov     w17, #0x1
	movk    w8, #0x3b9a, lsl #16
	cmp     w18, w8
	b.eq    .L64
	sub     x0, x29, #0x20
	stur    x28, [x29, #-32]
	mov     w28, w18
	stur    w18, [x29, #-24]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L62
	orr     w26, w26, #0x8
	mov     w11, #0x1
	b       .L63
.L54:
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #32]
	cmp     x0, x8
	b.ne    .L59
	ldur    w8, [x29, #-4]
	cmp     w1, w8
	b.cc    .L53
	b       .L60
.L55:
	ldr     w8, [sp, #96]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	lsl     w8, w10, w8
	mvn     w8, w8
.L56:
	ldr     w9, [sp, #100]
	cmp     w9, #0x0
	csel    w9, w12, w9, eq
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w9, w9, w9, lsl #5
	and     w8, w9, w8
	str     w9, [sp, #100]
	add     w8, w8, #0x1
.L57:
	subs    w8, w8, #0x1
	isb
	b.ne    .L57
.L58:
	ldr     w25, [x21]
	mov     w28, #0x1
	b       .L7
.L59:
	b.lt    .L53
.L60:
	tbz     w24, #0, .L69
	and     w8, w25, #0xfffffffd
	ldr     w24, [sp, #24]
	mov     w0, w25
	sub     w8, w8, #0x20
	mov     x2, x21
	and     w1, w8, w24
	bl      <__aarch64_cas4_relax>
	mov     w8, w0
	ldr     x11, [sp, #16]
	ldur    w12, [x29, #-8]
	ldr     w18, [sp, #28]
	mov     w1, w24
	mov     w28, wzr
	mov     w0, wzr
	cmp     w8, w25
	mov     w24, #0x1
	mov     w25, w8
	mov     w17, #0x1
	b.ne    .L7
	b       .L68
.L61:
	ldr     w18, [sp, #28]
	mov     w17, #0x1
	b       .L64
.L62:
	mov     w8, #0xa11f
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	orr     w8, w26, #0x8
	cset    w11, hi
	csel    w26, w8, w26, hi
.L63:
	mov     w17, #0x1
	mov     w18, w28
.L64:
	str     w11, [sp, #12]
	ldr     x11, [sp, #16]
	ldur    w12, [x29, #-8]
	ldr     w8, [sp, #24]
	cmp     w26, w25
	mov     w9, #0xffffffef
	mov     w10, #0xffffffe7
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	b.eq    .L65
	mov     w0, w25
	mov     w1, w26
	mov     x2, x21
	mov     x28, x11
	stur    w12, [x29, #-8]
	stp     w8, w18, [sp, #24]
	bl      <__aarch64_cas4_relax>
	ldp     w1, w18, [sp, #24]
	ldur    w12, [x29, #-8]
	mov     w17, #0x1
	mov     w16, #0xffffffe5
	mov     w15, #0xffffffed
	mov     w14, #0xffffffe1
	mov     w13, #0xffffffe9
	mov     w10, #0xffffffe7
	mov     w9, #0xffffffef
	mov     x11, x28
	mov     w28, wzr
	cmp     w0, w25
	mov     w25, w0
	b.ne    .L7
.L65:
	ldr     w8, [sp, #12]
	mov     w24, #0x1
	orr     w27, w27, w8
	tbnz    w26, #2, .L6
	mov     w8, #0xca00
	mov     w20, w12
	mov     x19, x11
	movk    w8, #0x3b9a, lsl #16
	mov     w22, w18
	cmp     w18, w8
	b.ne    .L66
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	mov     w22, w1
.L66:
	tst     w27, #0x1
	ldr     x2, [sp, #32]
	ldur    w3, [x29, #-4]
	cinc    w5, w24, ne
	mov     x0, x21
	mov     w1, w26
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	mov     w8, #0xca00
	str     wzr, [sp, #40]
	mov     x11, x19
	movk    w8, #0x3b9a, lsl #16
	mov     w12, w20
	mov     w9, #0xffffffef
	str     w8, [sp, #56]
	mov     w10, #0xffffffe7
	mov     w13, #0xffffffe9
	str     w8, [sp, #72]
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	str     w8, [sp, #88]
	add     x8, sp, #0x28
	mov     w16, #0xffffffe5
	stur    xzr, [x8, #56]
	mov     w17, #0x1
	mov     w18, w22
	stur    xzr, [x8, #63]
	ldr     w26, [x21]
	b       .L6
.L67:
	mov     w0, #0x1
.L68:
	ldp     x20, x19, [sp, #224]
	ldr     d8, [sp, #128]
	ldp     x22, x21, [sp, #208]
	ldp     x24, x23, [sp, #192]
	ldp     x26, x25, [sp, #176]
	ldp     x28, x27, [sp, #160]
	ldp     x29, x30, [sp, #144]
	add     sp, sp, #0xf0
	ret
.L69:
	mov     w0, wzr
	b       .L68

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	stp     x29, x30, [sp, #-48]!
	str     x21, [sp, #16]
	stp     x20, x19, [sp, #32]
	mov     x29, sp
	mov     w20, w1
	mov     x19, x0
	tbnz    w1, #4, .L3
	tbnz    w20, #3, .L4
.L0:
	mov     w21, #0xa
.L1:
	cmp     w20, #0x20
	b.cc    .L2
	and     w8, w20, w21
	cbnz    w8, .L2
	orr     w1, w20, #0x2
	mov     w0, w20
	mov     x2, x19
	bl      <__aarch64_cas4_relax>
	cmp     w0, w20
	mov     w20, w0
	b.ne    .L1
	mov     w3, #0x1
	b       .L5
.L2:
	ldp     x20, x19, [sp, #32]
	ldr     x21, [sp, #16]
	ldp     x29, x30, [sp], #48
	ret
.L3:
	mov     x0, x19
	bl      <hintlock::spin::policy::released>
	tbz     w20, #3, .L0
.L4:
	mov     w3, #0x2
.L5:
	mov     x0, x19
	mov     w1, #0x1
	mov     w2, #0x80
	ldp     x20, x19, [sp, #32]
	ldr     x21, [sp, #16]
	ldp     x29, x30, [sp], #48
	b       <hintlock::futex::linux::wake>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
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
