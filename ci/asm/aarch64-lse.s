# target aarch64-unknown-linux-gnu (-C target-feature=+lse), release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	mov     w8, wzr
	mov     w9, #0x1
	casa    w8, w9, [x0]
	cbnz    w8, .L0
	ret
.L0:
	mov     w2, #0xca00
	movk    w2, #0x3b9a, lsl #16
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== hintlock_probe_try_lock
	mov     w9, wzr
	mov     w8, #0x1
	casa    w9, w8, [x0]
	cbnz    w9, .L1
.L0:
	mov     w0, w8
	ret
.L1:
	mov     w10, #0x9
.L2:
	ands    w11, w9, w10
	cset    w8, eq
	cbnz    w11, .L0
	mov     w12, w9
	orr     w11, w9, #0x1
	casa    w12, w11, [x0]
	cmp     w12, w9
	mov     w9, w12
	b.ne    .L2
	b       .L0

== hintlock_probe_unlock
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.ne    .L0
	ret
.L0:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
	ldr     w1, [x0]
	cmp     w1, #0x1f
	b.hi    .L0
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.ne    .L1
	ret
.L0:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	sub     sp, sp, #0x100
	str     d8, [sp, #144]
	stp     x29, x30, [sp, #160]
	stp     x28, x27, [sp, #176]
	stp     x26, x25, [sp, #192]
	stp     x24, x23, [sp, #208]
	stp     x22, x21, [sp, #224]
	stp     x20, x19, [sp, #240]
	add     x29, sp, #0xa0
	stur    w2, [x29, #-4]
	mov     w26, #0xca00
	movz    x8, #0x0, lsl #16
	str     x1, [sp, #40]
	movk    w26, #0x3b9a, lsl #16
	mov     x23, #0x7c15
	str     wzr, [sp, #48]
	adrp    x19, <anon.8ebe0e1ed95ba6cfdf4f5ee00837a66e.14.llvm.10442662952453776629+0x2e8>
	movk    x23, #0x7f4a, lsl #16
	str     xzr, [sp, #104]
	movk    x23, #0x79b9, lsl #32
	mov     x21, x0
	stur    xzr, [sp, #111]
	movk    x23, #0x9e37, lsl #48
	movk    x8, #0x38
	str     w26, [sp, #64]
	mrs     x9, tpidr_el0
	str     w26, [sp, #80]
	str     x9, [sp, #32]
	add     x9, x9, x8
	str     w26, [sp, #96]
	ldr     w27, [x0]
	ldp     x8, x20, [x9]
	ldr     x19, [x19, #3984]
	stp     xzr, xzr, [x9]
	tbz     w27, #4, .L1
	cmp     x8, x21
	b.ne    .L1
	bl      <hintlock::spin::policy::now_ns>
	mov     x22, x0
	bl      <hintlock::spin::policy::now_ns>
	adrp    x8, <anon.8ebe0e1ed95ba6cfdf4f5ee00837a66e.14.llvm.10442662952453776629+0x2e8>
	subs    x10, x0, x22
	ldr     x8, [x8, #4048]
	csel    x10, xzr, x10, cc
	ldr     x9, [x8]
	cmp     x10, x9
	b.cs    .L0
	ldumin  x10, x8, [x8]
	mov     x9, x10
.L0:
	mul     x8, x21, x23
	subs    x10, x22, x20
	csel    x10, xzr, x10, cc
	subs    x10, x10, x9
	csel    x10, xzr, x10, cc
	cmp     x10, #0x3c
	lsr     x8, x8, #58
	add     x9, x19, x8, lsl #6
	ldr     x11, [x9]
	b.cs    .L2
	mov     w10, #0x1
	b       .L3
.L1:
	mul     x8, x21, x23
	lsr     x8, x8, #58
	b       .L4
.L2:
	mov     w10, #0x2
	tbnz    w11, #1, .L3
	bfxil   x10, x11, #0, #1
.L3:
	orr     x10, x10, x22, lsl #2
	str     x10, [x9]
.L4:
	add     x11, x19, x8, lsl #6
	adrp    x8, <__letf2+0x58>
	add     x9, sp, #0x30
	ldr     d8, [x8, #2152]
	mov     w1, #0xca00
	mov     w23, wzr
	mov     w28, wzr
	orr     w12, w9, #0x1
	mov     w10, #0xffffffef
	mov     w13, #0xffffffe7
	mov     w14, #0xffffffe9
	mov     w15, #0xffffffe1
	mov     w16, #0xffffffed
	mov     w17, #0xffffffe5
	mov     w18, #0x1
	movk    w1, #0x3b9a, lsl #16
.L5:
	tst     w28, #0x1
	mov     w22, wzr
	mov     w24, w27
	csel    w20, w13, w10, ne
	csel    w25, w15, w14, ne
	csel    w2, w17, w16, ne
	and     w19, w20, #0xfffffffd
.L6:
	mov     w0, w23
	tbz     w28, #0, .L12
.L7:
	tbnz    w24, #0, .L11
	mov     w8, w24
	tbz     w0, #0, .L9
.L8:
	mov     w9, #0x1
	sub     w10, w24, #0x1f
	str     wzr, [sp, #112]
	strb    w9, [sp, #117]
	and     w9, w10, w19
	casa    w8, w9, [x21]
	cmp     w8, w24
	b.eq    .L47
	mov     w24, w8
	tbz     w8, #0, .L8
	b       .L10
.L9:
	mov     w9, #0x1
	orr     w10, w24, #0x1
	str     wzr, [sp, #112]
	strb    w9, [sp, #117]
	and     w9, w10, w20
	casa    w8, w9, [x21]
	cmp     w8, w24
	b.eq    .L47
	mov     w24, w8
	tbz     w8, #0, .L9
.L10:
	mov     w24, w8
	strb    w18, [sp, #118]
.L11:
	and     w8, w24, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L17
	and     w8, w24, #0xfffffff9
	mov     w9, w24
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w25
	casa    w9, w8, [x21]
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L7
	b       .L48
.L12:
	tbnz    w24, #0, .L16
	tbz     w0, #0, .L14
.L13:
	tbnz    w24, #3, .L16
	mov     w8, #0x1
	sub     w9, w24, #0x1f
	str     wzr, [sp, #112]
	strb    w8, [sp, #117]
	mov     w8, w24
	and     w9, w9, w19
	casa    w8, w9, [x21]
	cmp     w8, w24
	b.eq    .L47
	mov     w24, w8
	tbz     w8, #0, .L13
	b       .L15
.L14:
	tbnz    w24, #3, .L16
	mov     w8, #0x1
	and     w9, w24, #0xffffffe7
	str     wzr, [sp, #112]
	strb    w8, [sp, #117]
	mov     w8, w24
	orr     w9, w9, #0x1
	casa    w8, w9, [x21]
	cmp     w8, w24
	b.eq    .L47
	mov     w24, w8
	tbz     w8, #0, .L14
.L15:
	mov     w24, w8
	strb    w18, [sp, #118]
.L16:
	and     w8, w24, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L17
	and     w8, w24, #0xfffffff9
	mov     w9, w24
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w25
	casa    w9, w8, [x21]
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L12
	b       .L48
.L17:
	ldr     w27, [sp, #104]
	mov     w23, w0
	stp     w2, w1, [sp, #24]
	stur    w12, [x29, #-8]
	str     x11, [sp, #16]
	cbnz    w27, .L18
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L35
.L18:
	ldr     w8, [sp, #112]
	add     w9, w27, #0x1
	ldr     w27, [sp, #48]
	and     w10, w9, #0x3
	str     w9, [sp, #104]
	adds    w8, w8, #0x1
	csinv   w11, w8, wzr, cc
	ldrb    w8, [sp, #118]
	cmp     w10, #0x1
	str     w11, [sp, #112]
	b.eq    .L21
	cbnz    w27, .L21
	cbnz    w8, .L21
.L19:
	movz    x10, #0x0, lsl #16
	movk    x10, #0x30
	ldr     x11, [sp, #16]
	tbnz    w22, #0, .L20
	ldr     x8, [x11]
	and     w8, w8, #0x1
	strb    w8, [sp, #116]
	tbnz    w24, #4, .L20
	ldr     x9, [sp, #32]
	ldr     w8, [x9, x10]
	add     w8, w8, #0x1
	str     w8, [x9, x10]
	tst     w8, #0xf
	b.ne    .L20
	mov     x0, x21
	mov     x22, x11
	bl      <hintlock::spin::policy::wants_sample>
	mov     x11, x22
	cbz     w0, .L20
	mov     w8, #0x10
	ldset   w8, w8, [x21]
.L20:
	ldr     w8, [sp, #48]
	cmp     w8, #0x2
	b.eq    .L22
	cmp     w8, #0x1
	b.ne    .L24
	mov     x22, x11
	bl      <std::thread::functions::yield_now>
	b       .L23
.L21:
	stp     w8, w11, [sp, #8]
	bl      <<std::time::Instant>::now>
	ldr     w11, [sp, #64]
	stur    x0, [x29, #-40]
	stur    w1, [x29, #-32]
	cmp     w11, w26
	b.ne    .L27
	mov     w11, w1
	mov     x12, x0
	str     x0, [sp, #56]
	str     w1, [sp, #64]
	b       .L28
.L22:
	mov     x0, xzr
	mov     w1, #0x4e20
	mov     x22, x11
	bl      <std::thread::functions::sleep>
.L23:
	ldp     w2, w1, [sp, #24]
	ldur    w12, [x29, #-8]
	mov     x11, x22
	mov     w18, #0x1
	b       .L26
.L24:
	ldrb    w8, [sp, #116]
	mov     w14, #0x8
	mov     w13, #0x4
	ldur    w12, [x29, #-8]
	mov     w15, #0xffffffff
	mov     w18, #0x1
	cmp     w8, #0x0
	ldp     w8, w10, [sp, #104]
	csel    w9, w14, wzr, ne
	ldp     w2, w1, [sp, #24]
	add     w8, w9, w8
	csel    w9, w14, w13, ne
	cmp     w9, w8
	csel    w8, w9, w8, cc
	cmp     w10, #0x0
	csel    w9, w12, w10, eq
	lsl     w8, w15, w8
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w9, w9, w9, lsl #5
	bic     w8, w9, w8
	str     w9, [sp, #108]
	add     w8, w8, #0x1
.L25:
	subs    w8, w8, #0x1
	isb
	b.ne    .L25
.L26:
	ldr     w24, [x21]
	mov     w22, #0x1
	b       .L6
.L27:
	ldr     x12, [sp, #56]
.L28:
	ldr     w2, [sp, #80]
	cmp     w2, w26
	b.ne    .L29
	mov     w2, w1
	str     x0, [sp, #72]
	str     w1, [sp, #80]
.L29:
	ldr     w8, [sp, #96]
	ldr     x9, [sp, #88]
	ldrb    w10, [sp, #117]
	str     x0, [sp, #88]
	cmp     w8, w26
	str     w1, [sp, #96]
	csel    w8, w1, w8, eq
	csel    x9, x0, x9, eq
	strb    wzr, [sp, #117]
	tbz     w10, #0, .L30
	str     x0, [sp, #72]
	mov     w2, w1
	str     w1, [sp, #80]
.L30:
	cbz     w27, .L31
	cmp     w27, #0x1
	b.ne    .L34
	sub     x0, x29, #0x28
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
	b.cc    .L35
	str     d8, [sp, #48]
	b       .L19
.L31:
	ldr     w8, [sp, #12]
	cmp     w8, #0x7
	b.ls    .L32
	ldr     x1, [sp, #72]
	sub     x0, x29, #0x28
	str     w11, [sp, #12]
	mov     x27, x12
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x7cf
	ldr     w11, [sp, #12]
	movk    w9, #0x3b9a, lsl #16
	mov     x12, x27
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L35
.L32:
	ldr     w8, [sp, #8]
	tbnz    w8, #0, .L33
	sub     x0, x29, #0x28
	mov     x1, x12
	mov     w2, w11
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	movk    w9, #0x3b9a, lsl #16
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x8, #0xfa0
	sbcs    xzr, x9, xzr
	b.cc    .L19
.L33:
	mov     w8, #0x1
	str     w8, [sp, #48]
	b       .L19
.L34:
	ldr     w8, [sp, #52]
	cmp     w8, #0x3
	b.cs    .L35
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #48]
	b       .L19
.L35:
	ldur    w8, [x29, #-4]
	cmp     w8, w26
	b.ne    .L37
.L36:
	and     w9, w24, #0x8
	and     w10, w24, #0xfffffffd
	tst     w23, #0x1
	orr     w9, w28, w9, lsr #3
	add     w11, w10, #0x20
	mov     w8, wzr
	csel    w27, w10, w11, ne
	tbnz    w9, #0, .L40
	ldp     w2, w1, [sp, #24]
	ldr     x11, [sp, #16]
	ldur    w12, [x29, #-8]
	mov     w10, #0xffffffef
	mov     w13, #0xffffffe7
	mov     w14, #0xffffffe9
	mov     w15, #0xffffffe1
	cmp     w1, w26
	mov     w16, #0xffffffed
	mov     w17, #0xffffffe5
	mov     w18, #0x1
	b.eq    .L44
	ldr     x8, [sp]
	sub     x0, x29, #0x28
	str     w2, [sp, #24]
	stur    w12, [x29, #-8]
	mov     x22, x11
	stur    x8, [x29, #-40]
	str     w1, [sp, #28]
	stur    w1, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L41
	orr     w27, w27, #0x8
	mov     w8, #0x1
	b       .L42
.L37:
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #40]
	cmp     x0, x8
	b.ne    .L38
	ldur    w8, [x29, #-4]
	cmp     w1, w8
	b.cc    .L36
	b       .L39
.L38:
	b.lt    .L36
.L39:
	tbz     w23, #0, .L49
	ldp     w2, w1, [sp, #24]
	and     w8, w24, #0xfffffffd
	mov     w9, w24
	mov     w22, wzr
	sub     w8, w8, #0x20
	mov     w0, wzr
	mov     w23, #0x1
	and     w8, w8, w2
	mov     w18, #0x1
	cas     w9, w8, [x21]
	ldr     x11, [sp, #16]
	ldur    w12, [x29, #-8]
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L6
	b       .L48
.L40:
	ldr     x11, [sp, #16]
	b       .L43
.L41:
	mov     w8, #0xa11f
	orr     w9, w27, #0x8
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	cset    w8, hi
	csel    w27, w9, w27, hi
.L42:
	mov     x11, x22
.L43:
	ldp     w2, w1, [sp, #24]
	ldur    w12, [x29, #-8]
	mov     w10, #0xffffffef
	mov     w13, #0xffffffe7
	mov     w14, #0xffffffe9
	mov     w15, #0xffffffe1
	mov     w16, #0xffffffed
	mov     w17, #0xffffffe5
	mov     w18, #0x1
.L44:
	cmp     w27, w24
	b.eq    .L45
	mov     w9, w24
	mov     w22, wzr
	cas     w9, w27, [x21]
	cmp     w9, w24
	mov     w24, w9
	b.ne    .L6
.L45:
	orr     w28, w28, w8
	mov     w23, #0x1
	tbnz    w27, #2, .L5
	mov     w20, w12
	mov     x19, x11
	mov     w22, w1
	cmp     w1, w26
	b.ne    .L46
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	mov     w22, w1
.L46:
	tst     w28, #0x1
	ldr     x2, [sp, #40]
	ldur    w3, [x29, #-4]
	cinc    w5, w23, ne
	mov     x0, x21
	mov     w1, w27
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	add     x8, sp, #0x30
	str     wzr, [sp, #48]
	mov     x11, x19
	str     w26, [sp, #64]
	mov     w12, w20
	mov     w10, #0xffffffef
	str     w26, [sp, #80]
	mov     w13, #0xffffffe7
	mov     w14, #0xffffffe9
	str     w26, [sp, #96]
	mov     w15, #0xffffffe1
	mov     w16, #0xffffffed
	stur    xzr, [x8, #56]
	mov     w17, #0xffffffe5
	mov     w18, #0x1
	stur    xzr, [x8, #63]
	mov     w1, w22
	ldr     w27, [x21]
	b       .L5
.L47:
	mov     w0, #0x1
.L48:
	ldp     x20, x19, [sp, #240]
	ldr     d8, [sp, #144]
	ldp     x22, x21, [sp, #224]
	ldp     x24, x23, [sp, #208]
	ldp     x26, x25, [sp, #192]
	ldp     x28, x27, [sp, #176]
	ldp     x29, x30, [sp, #160]
	add     sp, sp, #0x100
	ret
.L49:
	mov     w0, wzr
	b       .L48

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	stp     x29, x30, [sp, #-32]!
	stp     x20, x19, [sp, #16]
	mov     x29, sp
	tbnz    w1, #4, .L3
	tbnz    w1, #3, .L4
.L0:
	mov     w8, #0xa
.L1:
	cmp     w1, #0x20
	b.cc    .L2
	and     w9, w1, w8
	cbnz    w9, .L2
	orr     w9, w1, #0x2
	mov     w10, w1
	cas     w10, w9, [x0]
	cmp     w10, w1
	mov     w1, w10
	b.ne    .L1
	mov     w3, #0x1
	mov     w1, #0x1
	mov     w2, #0x80
	ldp     x20, x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	b       <hintlock::futex::linux::wake>
.L2:
	ldp     x20, x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	ret
.L3:
	mov     x19, x0
	mov     w20, w1
	bl      <hintlock::spin::policy::released>
	mov     w1, w20
	mov     x0, x19
	tbz     w20, #3, .L0
.L4:
	mov     w3, #0x2
	mov     w1, #0x1
	mov     w2, #0x80
	ldp     x20, x19, [sp, #16]
	ldp     x29, x30, [sp], #32
	b       <hintlock::futex::linux::wake>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
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
	b       <hintlock::futex::linux::wake>
.L1:
	mov     w8, #0xffffffff
	ldaddl  w8, w9, [x0]
	subs    w1, w9, #0x1
	b.ne    .L2
	ret
.L2:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
