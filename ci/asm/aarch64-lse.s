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
	sub     sp, sp, #0x120
	str     d8, [sp, #176]
	stp     x29, x30, [sp, #192]
	stp     x28, x27, [sp, #208]
	stp     x26, x25, [sp, #224]
	stp     x24, x23, [sp, #240]
	stp     x22, x21, [sp, #256]
	stp     x20, x19, [sp, #272]
	add     x29, sp, #0xc0
	stur    w2, [x29, #-4]
	mov     w10, #0xca00
	movz    x8, #0x0, lsl #16
	str     x1, [sp, #48]
	movk    w10, #0x3b9a, lsl #16
	mov     x20, #0x7c15
	str     wzr, [sp, #64]
	adrp    x19, <anon.CONST>
	movk    x20, #0x7f4a, lsl #16
	stp     xzr, xzr, [sp, #128]
	movk    x20, #0x79b9, lsl #32
	mov     x21, x0
	str     xzr, [sp, #120]
	movk    x20, #0x9e37, lsl #48
	stur    xzr, [sp, #143]
	movk    x8, #0x38
	str     w10, [sp, #80]
	mrs     x9, tpidr_el0
	str     w10, [sp, #96]
	str     x9, [sp, #56]
	add     x9, x9, x8
	str     w10, [sp, #112]
	ldr     w27, [x0]
	ldp     x8, x23, [x9]
	ldr     x19, [x19, #3984]
	stp     xzr, xzr, [x9]
	tbz     w27, #4, .L1
	cmp     x8, x21
	b.ne    .L1
	bl      <hintlock::spin::policy::now_ns>
	mov     x22, x0
	bl      <hintlock::spin::policy::now_ns>
	adrp    x8, <anon.CONST>
	subs    x9, x0, x22
	ldr     x8, [x8, #4048]
	csel    x9, xzr, x9, cc
	ldr     x10, [x8]
	cmp     x9, x10
	b.cs    .L0
	ldumin  x9, x8, [x8]
.L0:
	subs    x8, x22, x23
	csel    x0, xzr, x8, cc
	bl      <hintlock::spin::policy::less_clock_read>
	mul     x8, x21, x20
	cmp     x0, #0x3c
	lsr     x8, x8, #58
	add     x9, x19, x8, lsl #6
	ldr     x10, [x9]
	b.cs    .L2
	mov     w11, #0x1
	b       .L3
.L1:
	mul     x8, x21, x20
	lsr     x8, x8, #58
	b       .L4
.L2:
	mov     w11, #0x2
	tbnz    w10, #1, .L3
	bfxil   x11, x10, #0, #1
.L3:
	and     x10, x10, #0x1c
	orr     x10, x10, x22, lsl #5
	orr     x10, x11, x10
	str     x10, [x9]
.L4:
	add     x11, x19, x8, lsl #6
	adrp    x8, <__divti3+0x4>
	mov     w17, #0xca00
	ldr     d8, [x8, #3048]
	mov     w24, wzr
	mov     w23, wzr
	mov     w10, #0xffffffef
	mov     w12, #0xffffffe7
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	mov     w26, #0x1
	movk    w17, #0x3b9a, lsl #16
.L5:
	tst     w23, #0x1
	mov     w28, wzr
	mov     w25, w27
	csel    w20, w12, w10, ne
	csel    w19, w14, w13, ne
	csel    w18, w16, w15, ne
	and     w22, w20, #0xfffffffd
.L6:
	mov     w0, w24
	tbz     w23, #0, .L16
.L7:
	tbnz    w25, #0, .L15
	mov     w24, w25
	tbz     w0, #0, .L11
.L8:
	strb    w26, [sp, #149]
	sub     w8, w25, #0x1f
	str     wzr, [sp, #144]
	and     w8, w8, w22
	casa    w24, w8, [x21]
	ldr     x8, [sp, #120]
	cbnz    x8, .L10
	cmp     w24, w25
	b.eq    .L64
.L9:
	mov     w25, w24
	tbz     w24, #0, .L8
	b       .L14
.L10:
	str     w0, [sp, #40]
	add     x0, sp, #0x40
	mov     x27, x11
	stur    w17, [x29, #-8]
	str     w18, [sp, #36]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w18, w0, [sp, #36]
	ldur    w17, [x29, #-8]
	mov     x11, x27
	cmp     w24, w25
	b.ne    .L9
	b       .L64
.L11:
	strb    w26, [sp, #149]
	orr     w8, w25, #0x1
	str     wzr, [sp, #144]
	and     w8, w8, w20
	casa    w24, w8, [x21]
	ldr     x8, [sp, #120]
	cbnz    x8, .L13
	cmp     w24, w25
	b.eq    .L64
.L12:
	mov     w25, w24
	tbz     w24, #0, .L11
	b       .L14
.L13:
	str     w0, [sp, #40]
	add     x0, sp, #0x40
	mov     x27, x11
	stur    w17, [x29, #-8]
	str     w18, [sp, #36]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w18, w0, [sp, #36]
	ldur    w17, [x29, #-8]
	mov     x11, x27
	cmp     w24, w25
	b.ne    .L12
	b       .L64
.L14:
	mov     w25, w24
	strb    w26, [sp, #150]
.L15:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	cmp     w8, #0x1
	b.ne    .L25
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w19
	casa    w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L7
	b       .L65
.L16:
	tbnz    w25, #0, .L24
	tbz     w0, #0, .L20
.L17:
	tbnz    w25, #3, .L24
	strb    w26, [sp, #149]
	sub     w8, w25, #0x1f
	mov     w24, w25
	str     wzr, [sp, #144]
	and     w8, w8, w22
	casa    w24, w8, [x21]
	ldr     x8, [sp, #120]
	cbnz    x8, .L19
	cmp     w24, w25
	b.eq    .L64
.L18:
	mov     w25, w24
	tbz     w24, #0, .L17
	b       .L23
.L19:
	str     w0, [sp, #40]
	add     x0, sp, #0x40
	mov     x27, x11
	stur    w17, [x29, #-8]
	str     w18, [sp, #36]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w18, w0, [sp, #36]
	ldur    w17, [x29, #-8]
	mov     x11, x27
	cmp     w24, w25
	b.ne    .L18
	b       .L64
.L20:
	tbnz    w25, #3, .L24
	strb    w26, [sp, #149]
	orr     w8, w25, #0x1
	mov     w24, w25
	str     wzr, [sp, #144]
	and     w8, w8, w20
	casa    w24, w8, [x21]
	ldr     x8, [sp, #120]
	cbnz    x8, .L22
	cmp     w24, w25
	b.eq    .L64
.L21:
	mov     w25, w24
	tbz     w24, #0, .L20
	b       .L23
.L22:
	str     w0, [sp, #40]
	add     x0, sp, #0x40
	mov     x27, x11
	stur    w17, [x29, #-8]
	str     w18, [sp, #36]
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	ldp     w18, w0, [sp, #36]
	ldur    w17, [x29, #-8]
	mov     x11, x27
	cmp     w24, w25
	b.ne    .L21
	b       .L64
.L23:
	strb    w26, [sp, #150]
	mov     w25, w24
.L24:
	and     w8, w25, #0x4
	and     w8, w0, w8, lsr #2
	tbz     w8, #0, .L25
	and     w8, w25, #0xfffffff9
	mov     w9, w25
	mov     w0, #0x1
	sub     w8, w8, #0x20
	and     w8, w8, w19
	casa    w9, w8, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L16
	b       .L65
.L25:
	ldr     w27, [sp, #136]
	mov     w24, w0
	str     w18, [sp, #36]
	stur    w17, [x29, #-8]
	str     x11, [sp, #40]
	cbnz    w27, .L26
	bl      <hintlock::spin::policy::multi_cpu>
	cbz     w0, .L39
.L26:
	ldr     w8, [sp, #144]
	add     w9, w27, #0x1
	ldr     w27, [sp, #64]
	and     w10, w9, #0x3
	str     w9, [sp, #136]
	adds    w8, w8, #0x1
	csinv   w11, w8, wzr, cc
	ldrb    w8, [sp, #150]
	cmp     w10, #0x1
	str     w11, [sp, #144]
	b.eq    .L30
	cbnz    w27, .L30
	cbnz    w8, .L30
.L27:
	tbnz    w28, #0, .L47
	ldr     x8, [sp, #40]
	movz    x11, #0x0, lsl #16
	mov     w9, #0x11
	ldr     x1, [x8]
	ldr     x10, [sp, #56]
	movk    x11, #0x30
	ldr     w8, [x10, x11]
	tst     x1, x9
	cset    w9, ne
	add     w28, w8, #0x1
	mov     w8, #0x79b9
	strb    w9, [sp, #148]
	movk    w8, #0x9e37, lsl #16
	add     x9, sp, #0x40
	and     w27, w28, #0xf
	mul     w8, w28, w8
	str     w28, [x10, x11]
	eor     w8, w8, w9
	orr     w8, w8, #0x1
	str     w8, [sp, #140]
	tbz     w1, #4, .L28
	cbz     w27, .L61
.L28:
	and     w8, w25, #0x10
	orr     w8, w27, w8
	cbnz    w8, .L47
.L29:
	ldr     x0, [sp, #40]
	bl      <hintlock::spin::policy::wants_sample>
	tst     w28, #0xf0
	b.ne    .L45
	cbz     w0, .L45
	ldr     x8, [sp, #40]
	str     x8, [sp, #120]
	b       .L46
.L30:
	stp     w8, w11, [sp, #20]
	bl      <<std::time::Instant>::now>
	ldr     w12, [sp, #80]
	mov     w8, #0xca00
	stur    x0, [x29, #-40]
	movk    w8, #0x3b9a, lsl #16
	stur    w1, [x29, #-32]
	cmp     w12, w8
	b.ne    .L31
	mov     w12, w1
	mov     x13, x0
	str     x0, [sp, #72]
	str     w1, [sp, #80]
	b       .L32
.L31:
	ldr     x13, [sp, #72]
.L32:
	ldr     w2, [sp, #96]
	cmp     w2, w8
	b.ne    .L33
	mov     w2, w1
	str     x0, [sp, #88]
	str     w1, [sp, #96]
.L33:
	ldr     w8, [sp, #112]
	mov     w11, #0xca00
	ldr     x9, [sp, #104]
	movk    w11, #0x3b9a, lsl #16
	ldrb    w10, [sp, #149]
	str     x0, [sp, #104]
	cmp     w8, w11
	str     w1, [sp, #112]
	csel    w8, w1, w8, eq
	csel    x9, x0, x9, eq
	strb    wzr, [sp, #149]
	tbz     w10, #0, .L34
	str     x0, [sp, #88]
	mov     w2, w1
	str     w1, [sp, #96]
.L34:
	cbz     w27, .L35
	cmp     w27, #0x1
	b.ne    .L38
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
	b.cc    .L39
	str     d8, [sp, #64]
	b       .L27
.L35:
	ldr     w8, [sp, #24]
	cmp     w8, #0x7
	b.ls    .L36
	ldr     x1, [sp, #88]
	sub     x0, x29, #0x28
	str     w12, [sp, #24]
	mov     x27, x13
	bl      <<std::time::Instant>::duration_since>
	mov     w9, #0xca00
	mov     w10, #0x7cf
	ldr     w12, [sp, #24]
	movk    w9, #0x3b9a, lsl #16
	mov     x13, x27
	mul     x8, x0, x9
	umulh   x9, x0, x9
	adds    x8, x8, w1, uxtw
	cinc    x9, x9, cs
	cmp     x10, x8
	ngcs    xzr, x9
	b.cc    .L39
.L36:
	ldr     w8, [sp, #20]
	tbnz    w8, #0, .L37
	sub     x0, x29, #0x28
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
	b.cc    .L27
.L37:
	str     w26, [sp, #64]
	b       .L27
.L38:
	ldr     w8, [sp, #68]
	cmp     w8, #0x3
	b.cs    .L39
	add     w8, w8, #0x1
	mov     w9, #0x2
	stp     w9, w8, [sp, #64]
	b       .L27
.L39:
	ldur    w8, [x29, #-4]
	mov     w9, #0xca00
	ldr     x28, [sp, #8]
	movk    w9, #0x3b9a, lsl #16
	cmp     w8, w9
	b.ne    .L41
.L40:
	and     w9, w25, #0x8
	and     w10, w25, #0xfffffffd
	tst     w24, #0x1
	orr     w9, w23, w9, lsr #3
	add     w11, w10, #0x20
	mov     w8, wzr
	csel    w27, w10, w11, ne
	tbnz    w9, #0, .L44
	mov     w9, #0xca00
	ldur    w17, [x29, #-8]
	movk    w9, #0x3b9a, lsl #16
	cmp     w17, w9
	b.eq    .L59
	sub     x0, x29, #0x28
	stur    x28, [x29, #-40]
	mov     w28, w17
	stur    w17, [x29, #-32]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L57
	orr     w27, w27, #0x8
	mov     w8, #0x1
	b       .L58
.L41:
	bl      <<std::time::Instant>::now>
	ldr     x8, [sp, #48]
	cmp     x0, x8
	b.ne    .L42
	ldur    w8, [x29, #-4]
	cmp     w1, w8
	b.cc    .L40
	b       .L43
.L42:
	b.lt    .L40
.L43:
	tbz     w24, #0, .L66
	and     w8, w25, #0xfffffffd
	ldr     w18, [sp, #36]
	mov     w9, w25
	sub     w8, w8, #0x20
	mov     w28, wzr
	mov     w0, wzr
	and     w8, w8, w18
	mov     w24, #0x1
	cas     w9, w8, [x21]
	ldr     x11, [sp, #40]
	ldur    w17, [x29, #-8]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
	b       .L65
.L44:
	ldur    w17, [x29, #-8]
	b       .L59
.L45:
	tbz     w0, #0, .L47
.L46:
	mov     w8, #0x10
	ldset   w8, w8, [x21]
.L47:
	ldr     w8, [sp, #64]
	cmp     w8, #0x2
	b.eq    .L48
	cmp     w8, #0x1
	b.ne    .L50
	bl      <std::thread::functions::yield_now>
	b       .L49
.L48:
	mov     x0, xzr
	mov     w1, #0x4e20
	bl      <std::thread::functions::sleep>
.L49:
	ldr     x11, [sp, #40]
	ldur    w17, [x29, #-8]
	ldr     w18, [sp, #36]
	b       .L54
.L50:
	ldrb    w8, [sp, #148]
	ldr     x11, [sp, #40]
	mov     w9, #0x4
	ldur    w17, [x29, #-8]
	ldr     w18, [sp, #36]
	mov     w10, #0xffffffff
	tbz     w8, #0, .L51
	mov     w8, #0xff
	b       .L52
.L51:
	ldr     w8, [sp, #136]
	subs    w8, w8, #0x8
	csel    w8, wzr, w8, cc
	cmp     w8, #0x4
	csel    w8, w8, w9, cc
	lsl     w8, w10, w8
	mvn     w8, w8
.L52:
	ldr     w9, [sp, #140]
	eor     w9, w9, w9, lsl #13
	eor     w9, w9, w9, lsr #17
	eor     w10, w9, w9, lsl #5
	ldr     x9, [sp, #120]
	and     w8, w10, w8
	cmp     x9, #0x0
	str     w10, [sp, #140]
	cinc    w8, w8, eq
	cbz     w8, .L55
.L53:
	subs    w8, w8, #0x1
	isb
	b.ne    .L53
.L54:
	ldr     x9, [sp, #120]
.L55:
	cbnz    x9, .L60
.L56:
	ldr     w25, [x21]
	mov     w28, #0x1
	b       .L6
.L57:
	mov     w8, #0xa11f
	orr     w9, w27, #0x8
	movk    w8, #0x7, lsl #16
	cmp     w1, w8
	cset    w8, hi
	csel    w27, w9, w27, hi
.L58:
	mov     w17, w28
.L59:
	ldr     x11, [sp, #40]
	ldr     w18, [sp, #36]
	cmp     w27, w25
	mov     w10, #0xffffffef
	mov     w12, #0xffffffe7
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	b.eq    .L62
	mov     w9, w25
	mov     w28, wzr
	cas     w9, w27, [x21]
	cmp     w9, w25
	mov     w25, w9
	b.ne    .L6
	b       .L62
.L60:
	add     x0, sp, #0x40
	mov     x25, x11
	mov     w27, w17
	mov     w28, w18
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	mov     w18, w28
	mov     w17, w27
	mov     x11, x25
	b       .L56
.L61:
	str     x1, [sp, #24]
	bl      <hintlock::spin::policy::now_ns>
	mov     x2, x0
	ldr     x0, [sp, #40]
	ldr     x1, [sp, #24]
	bl      <hintlock::spin::policy::drop_stale_far>
	mov     w8, #0x11
	mov     x1, x0
	tst     x0, x8
	cset    w8, ne
	strb    w8, [sp, #148]
	and     w8, w25, #0x10
	orr     w8, w27, w8
	cbnz    w8, .L47
	b       .L29
.L62:
	orr     w23, w23, w8
	mov     w24, #0x1
	tbnz    w27, #2, .L5
	mov     w8, #0xca00
	mov     x19, x11
	mov     w20, w17
	movk    w8, #0x3b9a, lsl #16
	cmp     w17, w8
	b.ne    .L63
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w20, w1
.L63:
	tst     w23, #0x1
	ldr     x2, [sp, #48]
	ldur    w3, [x29, #-4]
	cinc    w5, w24, ne
	mov     x0, x21
	mov     w1, w27
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	mov     w8, #0xca00
	str     wzr, [sp, #64]
	mov     x11, x19
	movk    w8, #0x3b9a, lsl #16
	mov     w10, #0xffffffef
	mov     w12, #0xffffffe7
	str     w8, [sp, #80]
	mov     w13, #0xffffffe9
	mov     w14, #0xffffffe1
	str     w8, [sp, #96]
	mov     w15, #0xffffffed
	mov     w16, #0xffffffe5
	str     w8, [sp, #112]
	add     x8, sp, #0x40
	mov     w17, w20
	stp     xzr, xzr, [x8, #64]
	stur    xzr, [x8, #56]
	stur    xzr, [x8, #79]
	ldr     w27, [x21]
	b       .L5
.L64:
	mov     w0, #0x1
.L65:
	ldp     x20, x19, [sp, #272]
	ldr     d8, [sp, #176]
	ldp     x22, x21, [sp, #256]
	ldp     x24, x23, [sp, #240]
	ldp     x26, x25, [sp, #224]
	ldp     x28, x27, [sp, #208]
	ldp     x29, x30, [sp, #192]
	add     sp, sp, #0x120
	ret
.L66:
	mov     w0, wzr
	b       .L65

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
