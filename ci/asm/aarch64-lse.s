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
	cmp     w1, #0xf
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
	sub     sp, sp, #0xa0
	stp     x29, x30, [sp, #64]
	stp     x28, x27, [sp, #80]
	stp     x26, x25, [sp, #96]
	stp     x24, x23, [sp, #112]
	stp     x22, x21, [sp, #128]
	stp     x20, x19, [sp, #144]
	add     x29, sp, #0x40
	mov     w25, #0xca00
	ldr     w27, [x0]
	mov     w19, #0xa11f
	mov     w13, #0xca00
	mov     w8, wzr
	mov     w24, wzr
	movk    w25, #0x3b9a, lsl #16
	mov     w26, #0xfffffff5
	mov     w28, #0x4
	movk    w19, #0x7, lsl #16
	mov     w20, #0x9
	movk    w13, #0x3b9a, lsl #16
.L0:
	mov     w22, #0xca00
	mov     w21, wzr
	movk    w22, #0x3b9a, lsl #16
.L1:
	mov     w23, w27
.L2:
	tbz     w24, #0, .L7
.L3:
	tbz     w8, #0, .L5
.L4:
	tbnz    w23, #0, .L6
	sub     w9, w23, #0xf
	mov     w10, w23
	and     w9, w9, w26
	casa    w10, w9, [x0]
	cmp     w10, w23
	mov     w23, w10
	b.ne    .L4
	b       .L27
.L5:
	tbnz    w23, #0, .L6
	and     w9, w23, #0xfffffff7
	mov     w10, w23
	orr     w9, w9, #0x1
	casa    w10, w9, [x0]
	cmp     w10, w23
	mov     w23, w10
	b.ne    .L5
	b       .L27
.L6:
	and     w9, w23, #0x4
	and     w10, w8, w9, lsr #2
	tbz     w10, #0, .L11
	and     w8, w23, #0xfffffff1
	mov     w9, w23
	sub     w8, w8, #0x10
	casa    w9, w8, [x0]
	cmp     w9, w23
	mov     w8, #0x1
	mov     w23, w9
	b.ne    .L3
	b       .L28
.L7:
	tbz     w8, #0, .L9
.L8:
	tst     w23, w20
	b.ne    .L10
	sub     w9, w23, #0xf
	mov     w10, w23
	and     w9, w9, w26
	casa    w10, w9, [x0]
	cmp     w10, w23
	mov     w23, w10
	b.ne    .L8
	b       .L27
.L9:
	tst     w23, w20
	b.ne    .L10
	mov     w10, w23
	orr     w9, w23, #0x1
	casa    w10, w9, [x0]
	cmp     w10, w23
	mov     w23, w10
	b.ne    .L9
	b       .L27
.L10:
	and     w9, w23, #0x4
	and     w10, w8, w9, lsr #2
	tbz     w10, #0, .L11
	and     w8, w23, #0xfffffff9
	mov     w9, w23
	sub     w8, w8, #0x10
	casa    w9, w8, [x0]
	cmp     w9, w23
	mov     w8, #0x1
	mov     w23, w9
	b.ne    .L7
	b       .L28
.L11:
	stur    w8, [x29, #-20]
	str     x0, [sp, #32]
	str     w13, [sp, #28]
	cbnz    w9, .L17
	ubfx    w9, w23, #3, #1
	bic     w9, w9, w24
	tbnz    w9, #0, .L17
	cbz     w21, .L12
	add     w21, w21, #0x1
	and     w9, w21, #0x3
	cmp     w9, #0x1
	b.ne    .L14
	mov     w27, w2
	str     x1, [sp, #16]
	b       .L13
.L12:
	str     x1, [sp, #16]
	mov     w27, w2
	bl      <hintlock::spin::policy::multi_cpu>
	tbz     w0, #0, .L16
	mov     w21, #0x1
.L13:
	bl      <<std::time::Instant>::now>
	cmp     w22, w25
	stur    w1, [x29, #-8]
	csel    w22, w1, w22, eq
	ldr     x1, [sp]
	stur    x0, [x29, #-16]
	mov     w2, w22
	csel    x1, x0, x1, eq
	sub     x0, x29, #0x10
	str     x1, [sp]
	bl      <<std::time::Instant>::duration_since>
	mul     x8, x0, x25
	mov     w10, #0xf9f
	ldr     w13, [sp, #28]
	mov     w2, w27
	umulh   x9, x0, x25
	ldr     x0, [sp, #32]
	adds    x8, x8, w1, uxtw
	ldr     x1, [sp, #16]
	cinc    x9, x9, cs
	cmp     x10, x8
	ldur    w8, [x29, #-20]
	ngcs    xzr, x9
	b.cc    .L17
.L14:
	cmp     w21, #0x4
	mov     w10, #0x1
	csel    w9, w21, w28, cc
.L15:
	lsr     w11, w10, w9
	add     w10, w10, #0x1
	isb
	cbz     w11, .L15
	ldr     w23, [x0]
	b       .L2
.L16:
	ldr     x1, [sp, #16]
	ldr     x0, [sp, #32]
	mov     w21, wzr
	ldur    w8, [x29, #-20]
	ldr     w13, [sp, #28]
	mov     w2, w27
.L17:
	cmp     w2, w25
	b.ne    .L19
.L18:
	and     w10, w23, #0x8
	and     w11, w23, #0xfffffffd
	tst     w8, #0x1
	orr     w10, w24, w10, lsr #3
	add     w12, w11, #0x10
	mov     w9, wzr
	csel    w27, w11, w12, ne
	tbnz    w10, #0, .L24
	cmp     w13, w25
	b.eq    .L24
	ldr     x8, [sp, #8]
	sub     x0, x29, #0x10
	str     x1, [sp, #16]
	str     w2, [sp, #24]
	stur    x8, [x29, #-16]
	stur    w13, [x29, #-8]
	bl      <<std::time::Instant>::elapsed>
	cbz     x0, .L22
	orr     w27, w27, #0x8
	mov     w9, #0x1
	b       .L23
.L19:
	str     w2, [sp, #24]
	mov     x27, x1
	bl      <<std::time::Instant>::now>
	mov     x8, x27
	cmp     x0, x27
	b.ne    .L20
	ldp     w2, w13, [sp, #24]
	ldr     x0, [sp, #32]
	cmp     w1, w2
	mov     x1, x8
	ldur    w8, [x29, #-20]
	b.cc    .L18
	b       .L21
.L20:
	ldp     w2, w13, [sp, #24]
	mov     x1, x8
	ldr     x0, [sp, #32]
	ldur    w8, [x29, #-20]
	b.lt    .L18
.L21:
	tbz     w8, #0, .L29
	and     w8, w23, #0xfffffffd
	tst     w24, #0x1
	sub     w8, w8, #0x10
	and     w9, w8, #0xfffffff7
	csel    w8, w9, w8, ne
	mov     w9, w23
	cas     w9, w8, [x0]
	mov     w8, #0x1
	cmp     w9, w23
	mov     w23, w9
	b.ne    .L2
	b       .L29
.L22:
	cmp     w1, w19
	orr     w8, w27, #0x8
	cset    w9, hi
	csel    w27, w8, w27, hi
.L23:
	ldp     w2, w13, [sp, #24]
	ldr     x1, [sp, #16]
	ldr     x0, [sp, #32]
	ldur    w8, [x29, #-20]
.L24:
	cmp     w27, w23
	b.eq    .L25
	mov     w10, w23
	cas     w10, w27, [x0]
	cmp     w10, w23
	mov     w23, w10
	b.ne    .L2
.L25:
	orr     w24, w24, w9
	mov     w8, #0x1
	tbnz    w27, #2, .L1
	mov     w19, w24
	mov     x22, x0
	mov     x23, x1
	mov     w24, w2
	mov     w21, w13
	cmp     w13, w25
	b.ne    .L26
	bl      <<std::time::Instant>::now>
	str     x0, [sp, #8]
	mov     w21, w1
.L26:
	tst     w19, #0x1
	mov     w8, #0x1
	mov     x0, x22
	cinc    w5, w8, ne
	mov     w1, w27
	mov     x2, x23
	mov     w3, w24
	mov     w4, #0x80
	bl      <hintlock::futex::linux::wait>
	mov     w2, w24
	mov     w24, w19
	ldr     w27, [x22]
	mov     w25, #0xca00
	mov     w19, #0xa11f
	mov     w8, #0x1
	mov     x0, x22
	mov     x1, x23
	movk    w25, #0x3b9a, lsl #16
	mov     w26, #0xfffffff5
	mov     w28, #0x4
	movk    w19, #0x7, lsl #16
	mov     w20, #0x9
	mov     w13, w21
	b       .L0
.L27:
	mov     w8, #0x1
.L28:
	mov     w0, w8
	ldp     x20, x19, [sp, #144]
	ldp     x22, x21, [sp, #128]
	ldp     x24, x23, [sp, #112]
	ldp     x26, x25, [sp, #96]
	ldp     x28, x27, [sp, #80]
	ldp     x29, x30, [sp, #64]
	add     sp, sp, #0xa0
	ret
.L29:
	mov     w8, wzr
	b       .L28

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	tbnz    w1, #3, .L1
	mov     w8, #0xa
.L0:
	cmp     w1, #0x10
	b.cc    .L2
	and     w9, w1, w8
	cbnz    w9, .L2
	orr     w9, w1, #0x2
	mov     w10, w1
	cas     w10, w9, [x0]
	cmp     w10, w1
	mov     w1, w10
	b.ne    .L0
	mov     w3, #0x1
	mov     w1, #0x1
	mov     w2, #0x80
	b       <hintlock::futex::linux::wake>
.L1:
	mov     w3, #0x2
	mov     w1, #0x1
	mov     w2, #0x80
	b       <hintlock::futex::linux::wake>
.L2:
	ret

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
.L0:
	cmp     w1, #0x10
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
