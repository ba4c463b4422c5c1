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
	mov     x23, #0x7c15
	str     wzr, [sp, #40]
	adrp    x19, <anon.8ebe0e1ed95ba6cfdf4f5ee00837a66e.14.llvm.10442662952453776629+0x2e8>
	movk    x23, #0x7f4a, lsl #16
	str     xzr, [sp, #96]
	movk    x23, #0x79b9, lsl #32
	mov     x21, x0
	stur    xzr, [sp, #103]
	movk    x23, #0x9e37, lsl #48
	movk    x8, #0x38
	str     w10, [sp, #56]
	mrs     x28, tpidr_el0
	str     w10, [sp, #72]
	add     x9, x28, x8
	str     w10, [sp, #88]
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
	adrp    x8, <__letf2+0x38>
	add     x9, sp, #0x28
	ldr     d8, [x8, #2184]
	mov     w1, #0xca00
	mov     w24, wzr
	mov     w23, wzr
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
	tst     w23, #0x1
	mov     w22, wzr
	mov     w25, w27
	csel    w20, w13, w10, ne
	csel    w26, w15, w14, ne
	csel    w2, w17, w16, ne
	and     w19, w20, #0xfffffffd
.L6:
	mov     w0, w24
	tbz     w23, #0, .L12
.L7:
	tbnz    w25, #0, .L11
	mov     w8, w25
	tbz     w0, #0, .L9
.L8:
	mov     w9, #0x1
	sub     w10, w25, #0x1f
	str     wzr, [sp, #104]
	strb    w9, [sp, #109]
	and     w9, w10, w19
	casa    w8, w9, [x21]
	cmp     w8, w25
	b.eq    .L49
	mov     w25, w8
	tbz     w8, #0, .L8
	b       .L10
.L9:
	mov     w9, #0x1
	orr     w10, w25, #0x1
	str     wzr, [sp, #104]
	strb    w9, [sp, #109]
	and     w9, w10, w20
	casa    w8, w9, [x21]
	cmp     w8, w25
	b.eq    .L49
	mov     w25, w8
	tbz     w8, #0, .L9
.L10:
	mov     w25, w8
	strb    w18, [sp, #110]
.L11:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L17
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w26
	casa    w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L7
	b       .L50
.L12:
	tbnz    w25, #0, .L16
	tbz     w0, #0, .L14
.L13:
	tbnz    w25, #3, .L16
	mov     w8, #0x1
	sub     w9, w25, #0x1f
	str     wzr, [sp, #104]
	strb    w8, [sp, #109]
	mov     w8, w25
	and     w9, w9, w19
	casa    w8, w9, [x21]
	cmp     w8, w25
	b.eq    .L49
	mov     w25, w8
	tbz     w8, #0, .L13
	b       .L15
.L14:
	tbnz    w25, #3, .L16
	mov     w8, #0x1
	and     w9, w25, #0xffffffe7
	str     wzr, [sp, #104]
	strb    w8, [sp, #109]
	mov     w8, w25
	orr     w9, w9, #0x1
	casa    w8, w9, [x21]
	cmp     w8, w25
	b.eq    .L49
	mov     w25, w8
	tbz     w8, #0, .L14
.L15:
	mov     w25, w8
	strb    w18, [sp, #110]
.L16:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L17
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w26
	casa    w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L12
	b       .L50
.L17:
	ldr     w27, [sp, #96]
	mov     w24, w0
	stur    w2, [x29, #-8]
	stp     w1, w12, [sp, #16]
	str     x11, [sp, #24]
	cbnz    w27, .L18
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L33
.L18:
	ldr     w8, [sp, #104]
	add     w9, w27, #0x1
	ldr     w27, [sp, #40]
	and     w10, w9, #0x3
	str     w9, [sp, #96]
	adds    w8, w8, #0x1
	csinv   w11, w8, wzr, cc
	ldrb    w8, [sp, #110]
	cmp     w10, #0x1
	str     w11, [sp, #104]
	b.eq    .L21
	cbnz    w27, .L21
	cbnz    w8, .L21
.L19:
	tbnz    w22, #0, .L20
	ldr     x8, [sp, #24]
	movz    x12, #0x0, lsl #16
	mov     w9, #0x79b9
	movk    w9, #0x9e37, lsl #16
	and     w10, w25, #0x10
	ldr     x1, [x8]
	movk    x12, #0x30
	ldr     w8, [x28, x12]
	and     w11, w1, #0x1
	strb    w11, [sp, #108]
	add     x11, sp, #0x28
	add     w8, w8, #0x1
	str     w8, [x28, x12]
	mul     w9, w8, w9
	bfxil   w10, w8, #0, #4
	eor     w9, w9, w11
	orr     w8, w9, #0x1
	str     w8, [sp, #100]
	cbnz    w10, .L20
	ldr     x0, [sp, #24]
	bl      <hintlock::spin::policy::wants_sample>
	tbz     w0, #0, .L20
	mov     w8, #0x10
	ldset   w8, w8, [x21]
.L20:
	ldr     w8, [sp, #40]
	cmp     w8, #0x2
	b.eq    .L22
	cmp     w8, #0x1
	b.ne    .L24
	bl      <std::thread::functions::yield_now>
	b       .L23
.L21:
	stp     w8, w11, [sp, #8]
	bl      <<std::time::Instant>::now>
	ldr     w12, [sp, #56]
	mov     w8, #0xca00
	stur    x0, [x29, #-32]
	movk    w8, #0x3b9a, lsl #16
	stur    w1, [x29, #-24]
	cmp     w12, w8
	b.ne    .L25
	mov     w12, w1
	mov     x13, x0
	str     x0, [sp, #48]
	str     w1, [sp, #56]
	b       .L26
.L22:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
.L23:
	ldp     w1, w12, [sp, #16]
	ldr     x11, [sp, #24]
	ldur    w2, [x29, #-8]
	mov     w18, #0x1
	b       .L39
.L24:
	ldp     w1, w12, [sp, #16]
	ldrb    w8, [sp, #108]
	ldr     x11, [sp, #24]
	mov     w9, #0x4
	ldur    w2, [x29, #-8]
	mov     w10, #0xffffffff
	mov     w18, #0x1
	tbz     w8, #0, .L36
	mov     w8, #0xff
	b       .L37
.L25:
	ldr     x13, [sp, #48]
.L26:
	ldr     w2, [sp, #72]
	cmp     w2, w8
	b.ne    .L27
	mov     w2, w1
	str     x0, [sp, #64]
	str     w1, [sp, #72]
.L27:
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
	tbz     w10, #0, .L28
	str     x0, [sp, #64]
	mov     w2, w1
	str     w1, [sp, #72]
.L28:
	cbz     w27, .L29
	cmp     w27, #0x1
	b.ne    .L32
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
	b.cc    .L33
	str     d8, [sp, #40]
	b       .L19
.L29:
	ldr     w8, [sp, #12]
	cmp     w8, #0x7
	b.ls    .L30
	ldr     x1, [sp, #64]
	sub     x0, x29, #0x20
	str     w12, [sp, #12]
	mov     x27, x13
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x7cf
	ldr     w12, [sp, #12]
	movk    w9, #0x3b9a, lsl #16
	mov     x13, x27
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L33
.L30:
	ldr     w8, [sp, #8]
	tbnz    w8, #0, .L31
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
	b.cc    .L19
.L31:
	mov     w8, #0x1
	str     w8, [sp, #40]
	b       .L19
.L32:
	ldr     w8, [sp, #44]
	cmp     w8, #0x3
	b.cs    .L33
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #40]
	b       .L19
.L33:
	ldur    w8, [x29, #-4]
	mov     w9, #0xca00
	ldr     x22, [sp]
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L35
.L34:
	and     w9, w25, #0x8
	and     w10, w25, #0xfffffffd
	tst     w24, #0x1
	orr     w9, w23, w9, lsr #3
	add     w11, w10, #0x20
	mov     w8, wzr
	csel    w27, w10, w11, ne
	tbnz    w9, #0, .L42
	mov     w9, #0xca00
	ldr     w1, [sp, #16]
	ldur    w2, [x29, #-8]
	movk    w9, #0x3b9a, lsl #16
	mov     w18, #0x1
	cmp     w1, w9
	b.eq    .L46
	sub     x0, x29, #0x20
	stur    w2, [x29, #-8]
	stur    x22, [x29, #-32]
	mov     w22, w1
	stur    w1, [x29, #-24]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L43
	orr     w27, w27, #0x8
	mov     w8, #0x1
	b       .L44
.L35:
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #32]
	cmp     x0, x8
	b.ne    .L40
	ldur    w8, [x29, #-4]
	cmp     w1, w8
	b.cc    .L34
	b       .L41
.L36:
	ldr     w8, [sp, #96]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	lsl     w8, w10, w8
	mvn     w8, w8
.L37:
	ldr     w9, [sp, #100]
	cmp     w9, #0x0
	csel    w9, w12, w9, eq
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w9, w9, w9, lsl #5
	and     w8, w9, w8
	str     w9, [sp, #100]
	add     w8, w8, #0x1
.L38:
	subs    w8, w8, #0x1
	isb
	b.ne    .L38
.L39:
	ldr     w25, [x21]
	mov     w22, #0x1
	b       .L6
.L40:
	b.lt    .L34
.L41:
	tbz     w24, #0, .L51
	and     w8, w25, #0xfffffffd
	ldur    w2, [x29, #-8]
	mov     w9, w25
	sub     w8, w8, #0x20
	mov     w22, wzr
	mov     w0, wzr
	and     w8, w8, w2
	mov     w24, #0x1
	mov     w18, #0x1
	cas     w9, w8, [x21]
	ldp     w1, w12, [sp, #16]
	ldr     x11, [sp, #24]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
	b       .L50
.L42:
	ldr     w1, [sp, #16]
	mov     w18, #0x1
	b       .L45
.L43:
	mov     w8, #0xa11f
	orr     w9, w27, #0x8
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	cset    w8, hi
	csel    w27, w9, w27, hi
.L44:
	mov     w18, #0x1
	mov     w1, w22
.L45:
	ldur    w2, [x29, #-8]
.L46:
	ldr     x11, [sp, #24]
	ldr     w12, [sp, #20]
	cmp     w27, w25
	mov     w10, #0xffffffef
	mov     w13, #0xffffffe7
	mov     w14, #0xffffffe9
	mov     w15, #0xffffffe1
	mov     w16, #0xffffffed
	mov     w17, #0xffffffe5
	b.eq    .L47
	mov     w9, w25
	mov     w22, wzr
	cas     w9, w27, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
.L47:
	orr     w23, w23, w8
	mov     w24, #0x1
	tbnz    w27, #2, .L5
	mov     w8, #0xca00
	mov     w20, w12
	mov     x19, x11
	movk    w8, #0x3b9a, lsl #16
	mov     w22, w1
	cmp     w1, w8
	b.ne    .L48
	bl      <<std::time::Instant>::now>
	str     x0, [sp]
	mov     w22, w1
.L48:
	tst     w23, #0x1
	ldr     x2, [sp, #32]
	ldur    w3, [x29, #-4]
	cinc    w5, w24, ne
	mov     x0, x21
	mov     w1, w27
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	mov     w8, #0xca00
	str     wzr, [sp, #40]
	mov     x11, x19
	movk    w8, #0x3b9a, lsl #16
	mov     w12, w20
	mov     w10, #0xffffffef
	str     w8, [sp, #56]
	mov     w13, #0xffffffe7
	mov     w14, #0xffffffe9
	str     w8, [sp, #72]
	mov     w15, #0xffffffe1
	mov     w16, #0xffffffed
	str     w8, [sp, #88]
	add     x8, sp, #0x28
	mov     w17, #0xffffffe5
	stur    xzr, [x8, #56]
	mov     w18, #0x1
	mov     w1, w22
	stur    xzr, [x8, #63]
	ldr     w27, [x21]
	b       .L5
.L49:
	mov     w0, #0x1
.L50:
	ldp     x20, x19, [sp, #224]
	ldr     d8, [sp, #128]
	ldp     x22, x21, [sp, #208]
	ldp     x24, x23, [sp, #192]
	ldp     x26, x25, [sp, #176]
	ldp     x28, x27, [sp, #160]
	ldp     x29, x30, [sp, #144]
	add     sp, sp, #0xf0
	ret
.L51:
	mov     w0, wzr
	b       .L50

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
