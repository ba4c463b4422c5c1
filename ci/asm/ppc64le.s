# target powerpc64le-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	li      r5,0
	li      r6,1
.L0:
	lwarx   r4,0,r3,1
	cmpw    r4,r5
	bne-    .L1
	stwcx.  r6,0,r3
	bne-    .L0
	isync
.L1:
	cmplwi  r4,0
	beqlr
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_try_lock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	lwz     r5,0(r3)
	andi.   r4,r5,9
	li      r4,0
	beq     .L1
.L0:
	mr      r3,r4
	blr
.L1:
	cmplwi  r5,0
	bne     .L4
	li      r4,0
	li      r6,1
.L2:
	lwarx   r5,0,r3,1
	cmpw    r5,r4
	bne-    .L3
	stwcx.  r6,0,r3
	bne-    .L2
	isync
.L3:
	cmplwi  r5,0
	li      r4,1
	beq     .L0
.L4:
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	clrldi  r4,r5,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow+0x8>
	nop
	mr      r4,r3
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	mr      r3,r4
	blr

== hintlock_probe_unlock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beqlr
	addi    r4,r4,-1
	andi.   r5,r4,24
	bne     .L1
	cmplwi  cr1,r4,64
	srwi    r5,r4,1
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	bltlr   cr5
.L1:
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_unlock_fair
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	lwz     r4,0(r3)
	cmplwi  r4,63
	bgt     .L2
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beq     .L1
	addi    r4,r4,-1
	andi.   r5,r4,24
	bne     .L3
	cmplwi  cr1,r4,64
	srwi    r5,r4,1
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	bge     cr5,.L3
.L1:
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L2:
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L3:
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	andi.   r5,r4,25
	mcrf    cr1,cr0
.L0:
	andi.   r5,r4,25
	bne     .L3
	ori     r5,r4,1
.L1:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r6,r4
	mr      r4,r6
	beqlr
	b       .L0
.L3:
	andi.   r4,r4,1
	li      r4,1
	crnand  4*cr5+lt,4*cr1+eq,gt
	isel    r4,0,r4,4*cr5+lt
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow+0x8>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	std     r30,-16(r1)
	stdu    r1,-48(r1)
	li      r5,-26
	li      r6,1
	std     r0,64(r1)
.L0:
	andi.   r30,r4,9
	bne     .L3
	mr      r7,r4
	and     r8,r4,r5
	rlwimi  r8,r6,0,31,31
.L1:
	lwarx   r4,0,r3,1
	cmpw    r4,r7
	bne-    .L2
	stwcx.  r8,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r4,r7
	bne     .L0
	andi.   r4,r7,16
	bne     .L4
.L3:
	cmpwi   r30,0
	li      r3,0
	li      r4,1
	iseleq  r3,r4,r3
	addi    r1,r1,48
	ld      r0,16(r1)
	ld      r30,-16(r1)
	mtlr    r0
	blr
.L4:
	bl      <hintlock::spin::policy::try_taken+0x8>
	nop
	b       .L3

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	std     r29,-24(r1)
	std     r30,-16(r1)
	stdu    r1,-64(r1)
	andi.   r5,r4,16
	std     r0,80(r1)
	bne     .L5
	li      r6,2
	andi.   r5,r4,8
	bne     .L3
.L0:
	cmplwi  cr1,r4,64
	andi.   r5,r4,10
	crorc   4*cr5+lt,4*cr1+lt,eq
	blt     cr5,.L4
	lwarx   r5,0,r3
	cmplw   r5,r4
	bne-    .L1
	ori     r4,r4,2
	crset   4*cr5+lt
	stwcx.  r4,0,r3
	bne-    .L1
	mr      r4,r5
	bge     cr5,.L0
	b       .L2
.L1:
	mr      r4,r5
	b       .L0
.L2:
	li      r6,1
.L3:
	li      r4,1
	li      r5,128
	mr      r30,r3
	bl      <hintlock::futex::linux::wake+0x8>
	nop
	nop
	nop
	std     r30,-28576(r13)
.L4:
	addi    r1,r1,64
	ld      r0,16(r1)
	ld      r30,-16(r1)
	ld      r29,-24(r1)
	mtlr    r0
	blr
.L5:
	mr      r30,r3
	mr      r29,r4
	bl      <hintlock::spin::policy::released+0x8>
	nop
	mr      r4,r29
	mr      r3,r30
	li      r6,2
	andi.   r5,r4,8
	beq     .L0
	b       .L3

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	std     r30,-16(r1)
	stdu    r1,-48(r1)
	std     r0,64(r1)
	nop
	nop
.L0:
	cmplwi  cr1,r4,64
	srwi    r5,r4,3
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	blt     cr5,.L3
	ori     r5,r4,4
	lwsync
.L1:
	lwarx   r6,0,r3
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
.L2:
	cmplw   r6,r4
	mr      r4,r6
	bne     .L0
	li      r4,1
	li      r5,128
	li      r6,1
	mr      r30,r3
	bl      <hintlock::futex::linux::wake+0x8>
	nop
	cmpldi  r3,0
	nop
	nop
	iseleq  r3,0,r30
	std     r3,-28624(r13)
	nop
	nop
	std     r30,-28576(r13)
	b       .L5
.L3:
	nop
	li      r5,0
	nop
	std     r5,-28624(r13)
	li      r5,1
	lwsync
.L4:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L4
	cmplwi  r4,1
	beq     .L5
	addi    r4,r4,-1
	andi.   r5,r4,24
	bne     .L6
	cmplwi  cr1,r4,64
	srwi    r5,r4,1
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	bge     cr5,.L6
.L5:
	addi    r1,r1,48
	ld      r0,16(r1)
	ld      r30,-16(r1)
	mtlr    r0
	blr
.L6:
	clrldi  r4,r4,32
	addi    r1,r1,48
	ld      r0,16(r1)
	ld      r30,-16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-432(r1)
	std     r0,448(r1)
	std     r30,416(r1)
	mr      r30,r3
	lis     r3,-25033
	li      r5,272
	xxlxor  vs0,vs0,vs0
	andi.   r4,r4,1
	li      r4,72
	std     r29,408(r1)
	ori     r3,r3,31161
	stvx    v31,r1,r5
	addi    r5,r1,136
	li      r29,0
	std     r28,400(r1)
	xxswapd vs1,vs0
	crmove  4*cr2+lt,gt
	std     r27,392(r1)
	rldic   r3,r3,32,0
	stfdx   f0,r5,r4
	li      r4,107
	std     r14,288(r1)
	std     r15,296(r1)
	std     r16,304(r1)
	std     r17,312(r1)
	std     r18,320(r1)
	oris    r3,r3,32586
	stdx    r29,r5,r4
	li      r4,56
	std     r19,328(r1)
	std     r20,336(r1)
	std     r21,344(r1)
	std     r22,352(r1)
	ori     r28,r3,31765
	li      r3,88
	stxvd2x vs1,r5,r4
	lis     r4,15258
	std     r23,360(r1)
	std     r24,368(r1)
	std     r25,376(r1)
	ori     r4,r4,51712
	stxvd2x vs1,r5,r3
	nop
	mulld   r27,r30,r28
	std     r26,384(r1)
	nop
	stw     r4,152(r1)
	stw     r4,168(r1)
	stw     r4,184(r1)
	std     r31,424(r1)
	addi    r3,r13,-28576
	nop
	stw     r29,136(r1)
	stw     r29,240(r1)
	std     r29,216(r1)
	stb     r29,251(r1)
	ld      r4,0(r3)
	std     r29,0(r3)
	xor     r3,r4,r30
	cntlzd  r3,r3
	rldicl  r3,r3,58,63
	stb     r3,245(r1)
	lwz     r18,0(r30)
	bge     cr2,.L1
	cmplwi  cr1,r18,63
	crclr   eq
	bgt     cr1,.L0
	nop
	rotldi  r3,r27,6
	addi    r4,r2,-29888
	rldic   r3,r3,6,52
	ldx     r3,r4,r3
	andi.   r3,r3,17
.L0:
	li      r3,1
	li      r4,1
	stb     r3,242(r1)
	li      r3,0
	iseleq  r3,r4,r3
	stb     r3,248(r1)
.L1:
	andi.   r3,r18,16
	nop
	mcrf    cr3,cr0
	nop
	addi    r3,r13,-28560
	nop
	ld      r4,0(r3)
	ld      r29,8(r3)
	stxvd2x vs0,0,r3
	cmpd    r4,r30
	crorc   4*cr5+lt,4*cr3+eq,eq
	blt     cr5,.L4
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	mr      r28,r3
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	subfc   r4,r28,r3
	li      r3,0
	addze.  r5,r3
	nop
	iseleq  r4,0,r4
	addi    r5,r2,-32496
	ld      r6,0(r5)
	cmpld   r4,r6
	bge     .L3
.L2:
	ldarx   r6,0,r5
	cmpld   r6,r4
	blt     .L3
	stdcx.  r4,0,r5
	bne-    .L2
.L3:
	subfc   r4,r29,r28
	addze.  r3,r3
	iseleq  r3,0,r4
	bl      <hintlock::spin::policy::less_clock_read+0x8>
	nop
	nop
	mr      r6,r3
	rotldi  r3,r27,6
	addi    r4,r2,-29888
	rldic   r3,r3,6,52
	add     r3,r4,r3
	mr      r4,r29
	mr      r5,r28
	bl      <hintlock::spin::policy::gap_sample>
	nop
.L4:
	andi.   r3,r18,1
	crorc   4*cr5+lt,4*cr2+lt,gt
	blt     cr5,.L6
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	andi.   r3,r3,1
	ble     .L6
	nop
	rotldi  r3,r27,6
	addi    r4,r2,-29888
	rldic   r3,r3,6,52
	ldx     r3,r4,r3
	andi.   r3,r3,17
	bne     .L6
	mr      r1,r1
	lwz     r18,0(r30)
	andi.   r3,r18,1
	ble     .L5
	lwz     r18,0(r30)
	andi.   r3,r18,1
	ble     .L5
	lwz     r18,0(r30)
.L5:
	mr      r2,r2
.L6:
	lis     r3,15258
	li      r31,-51
	li      r25,-55
	li      r24,-63
	li      r15,1
	li      r14,0
	xxlxor  vs63,vs63,vs63
	crclr   4*cr2+eq
	crclr   4*cr2+lt
	ori     r17,r3,51712
	addi    r3,r1,192
	crclr   4*cr3+gt
	crclr   4*cr3+lt
	std     r3,64(r1)
	nop
	mr      r23,r17
	nop
	addi    r3,r13,-28544
	nop
	nop
	mr      r29,r3
	rotldi  r3,r27,6
	addi    r4,r2,-29888
	rldic   r3,r3,6,52
	add     r28,r4,r3
	nop
	nop
	addi    r3,r13,-28672
	nop
	std     r3,112(r1)
	nop
	nop
	addi    r3,r13,-28568
	nop
	mr      r26,r3
	addi    r3,r1,136
	std     r3,128(r1)
	lis     r3,15258
	ori     r3,r3,51712
	std     r3,96(r1)
	lis     r3,-25033
	ori     r3,r3,31161
	stw     r3,124(r1)
	lis     r3,76
	ori     r3,r3,19263
	std     r3,104(r1)
	lis     r3,762
	ori     r3,r3,61568
	std     r3,56(r1)
	lis     r3,-32768
	ori     r3,r3,1
	rldic   r3,r3,1,31
	std     r3,88(r1)
.L7:
	cmpw    cr4,r23,r17
	li      r22,1
	li      r16,0
	crclr   4*cr2+gt
	std     r23,72(r1)
.L8:
	li      r3,-17
	li      r4,-25
	crmove  4*cr3+eq,4*cr2+eq
	isel    r27,r4,r3,4*cr2+eq
	isel    r3,r24,r25,4*cr2+eq
	and     r23,r27,r31
	stw     r3,84(r1)
	mr      r3,r18
.L9:
	mr      r21,r3
	crclr   4*cr3+so
.L10:
	andi.   r3,r21,1
	bgt     .L38
	bge     cr2,.L23
	bne     cr3,.L17
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L11:
	lbz     r3,243(r1)
	stb     r15,241(r1)
	stw     r14,232(r1)
	andi.   r3,r3,1
	stb     r14,243(r1)
	ble     .L12
	stb     r14,244(r1)
	stb     r14,246(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L12:
	addi    r3,r21,-63
	and     r3,r3,r23
.L13:
	lwarx   r20,0,r30,1
	cmpw    r20,r21
	bne-    .L14
	stwcx.  r3,0,r30
	bne-    .L13
	isync
.L14:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L16
.L15:
	cmpw    r20,r21
	beq     .L97
	mr      r21,r20
	andi.   r3,r20,1
	ble     .L11
	b       .L36
.L16:
	ld      r3,128(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	b       .L15
	nop
.L17:
	andi.   r3,r21,8
	bne     .L38
	lbz     r3,243(r1)
	stb     r15,241(r1)
	stw     r14,232(r1)
	andi.   r3,r3,1
	stb     r14,243(r1)
	ble     .L18
	stb     r14,244(r1)
	stb     r14,246(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L18:
	addi    r3,r21,-63
	and     r3,r3,r23
.L19:
	lwarx   r20,0,r30,1
	cmpw    r20,r21
	bne-    .L20
	stwcx.  r3,0,r30
	bne-    .L19
	isync
.L20:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L22
.L21:
	cmpw    r20,r21
	beq     .L97
	mr      r21,r20
	andi.   r3,r20,1
	ble     .L17
	b       .L36
.L22:
	addi    r3,r1,136
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	b       .L21
	nop
	nop
	nop
.L23:
	bne     cr3,.L30
	nop
	nop
	nop
.L24:
	lbz     r3,243(r1)
	stb     r15,241(r1)
	stw     r14,232(r1)
	andi.   r3,r3,1
	stb     r14,243(r1)
	ble     .L25
	stb     r14,244(r1)
	stb     r14,246(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L25:
	ori     r3,r21,1
	and     r4,r3,r31
	isel    r3,r4,r3,4*cr3+gt
	and     r3,r3,r27
.L26:
	lwarx   r20,0,r30,1
	cmpw    r20,r21
	bne-    .L27
	stwcx.  r3,0,r30
	bne-    .L26
	isync
.L27:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L29
.L28:
	cmpw    r20,r21
	beq     .L97
	mr      r21,r20
	andi.   r3,r20,1
	ble     .L24
	b       .L36
.L29:
	addi    r3,r1,136
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	b       .L28
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L30:
	andi.   r3,r21,8
	bne     .L38
	lbz     r3,243(r1)
	stb     r15,241(r1)
	stw     r14,232(r1)
	andi.   r3,r3,1
	stb     r14,243(r1)
	ble     .L31
	stb     r14,244(r1)
	stb     r14,246(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L31:
	ori     r3,r21,1
	li      r4,-59
	and     r4,r3,r4
	isel    r3,r4,r3,4*cr3+gt
	and     r3,r3,r27
.L32:
	lwarx   r20,0,r30,1
	cmpw    r20,r21
	bne-    .L33
	stwcx.  r3,0,r30
	bne-    .L32
	isync
.L33:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L35
.L34:
	cmpw    r20,r21
	beq     .L97
	mr      r21,r20
	andi.   r3,r20,1
	ble     .L30
	b       .L36
.L35:
	addi    r3,r1,136
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	b       .L34
.L36:
	cmplwi  cr1,r20,63
	crclr   eq
	bgt     cr1,.L37
	ld      r3,0(r28)
	andi.   r3,r3,17
.L37:
	iseleq  r3,r22,r16
	mr      r21,r20
	stb     r15,242(r1)
	stb     r3,248(r1)
.L38:
	srwi    r3,r21,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+lt
	blt     cr5,.L67
	lwz     r25,224(r1)
	cmplwi  r25,0
	bne     .L39
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	andi.   r3,r3,1
	ble     .L71
.L39:
	lwz     r4,232(r1)
	li      r5,-1
	addi    r3,r25,1
	stw     r3,224(r1)
	addi    r4,r4,1
	cmpwi   r4,0
	iseleq  r25,r5,r4
	lbz     r4,246(r1)
	andi.   r4,r4,1
	stw     r25,232(r1)
	bgt     .L71
	lwz     r4,136(r1)
	cmplwi  r4,0
	beq     .L40
	cmplwi  r4,1
	bne     .L41
	lbz     r3,247(r1)
	andi.   r3,r3,1
	bgt     .L71
	lbz     r3,248(r1)
	andi.   r3,r3,1
	lwz     r3,236(r1)
	cmplwi  cr1,r3,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L42
	addi    r3,r3,1
	stb     r14,242(r1)
	stb     r14,248(r1)
	stw     r17,152(r1)
	stw     r17,168(r1)
	stw     r14,136(r1)
	stw     r3,236(r1)
	b       .L49
	nop
	nop
	nop
.L40:
	lbz     r4,242(r1)
	andi.   r4,r4,1
	lbz     r4,240(r1)
	crmove  4*cr2+eq,gt
	andi.   r4,r4,1
	crmove  4*cr2+so,gt
	cror    4*cr5+lt,4*cr2+eq,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L49
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r24,152(r1)
	mr      r20,r3
	std     r3,256(r1)
	mr      r19,r4
	stw     r19,264(r1)
	cmplw   r24,r17
	bne     .L43
	mr      r24,r19
	mr      r18,r20
	std     r20,144(r1)
	stw     r19,152(r1)
	lwz     r3,168(r1)
	cmplw   r3,r17
	beq     .L44
	b       .L45
	nop
.L41:
	lwz     r3,140(r1)
	cmplwi  r3,3
	bge     .L71
	addi    r3,r3,1
	li      r4,2
	stw     r4,136(r1)
	stw     r3,140(r1)
	b       .L49
.L42:
	ld      r3,88(r1)
	std     r3,136(r1)
	b       .L49
.L43:
	ld      r18,144(r1)
	lwz     r3,168(r1)
	cmplw   r3,r17
	bne     .L45
.L44:
	mr      r3,r19
	std     r20,160(r1)
	stw     r19,168(r1)
.L45:
	lbz     r4,241(r1)
	std     r20,176(r1)
	stw     r19,184(r1)
	andi.   r4,r4,1
	stb     r14,241(r1)
	ble     .L46
	std     r20,160(r1)
	stw     r19,168(r1)
	mr      r3,r19
.L46:
	cmplwi  r25,7
	ble     .L47
	lbz     r4,244(r1)
	andi.   r4,r4,1
	bgt     .L70
	ld      r4,160(r1)
	clrldi  r5,r3,32
	addi    r3,r1,256
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	ld      r6,96(r1)
	clrldi  r4,r4,32
	mulhdu  r5,r3,r6
	mulld   r3,r3,r6
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r3,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L70
.L47:
	lbz     r3,250(r1)
	clrldi  r5,r24,32
	andi.   r3,r3,1
	crmove  4*cr2+so,gt
	addi    r3,r1,256
	mr      r4,r18
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	crorc   4*cr5+lt,4*cr2+so,4*cr2+eq
	bge     cr5,.L48
	ld      r6,96(r1)
	clrldi  r4,r4,32
	mulhdu  r5,r3,r6
	mulld   r3,r3,r6
	addc    r3,r3,r4
	addze.  r4,r5
	ori     r4,r14,50000
	li      r5,4000
	isel    r4,r4,r5,4*cr2+so
	cmpld   cr1,r3,r4
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L49
.L48:
	ld      r4,112(r1)
	clrldi  r6,r19,32
	ld      r3,0(r4)
	lwz     r4,8(r4)
	mr      r5,r20
	bl      <hintlock::spin::policy::may_yield+0x8>
	nop
	andi.   r3,r3,1
	ble     .L71
	stw     r15,136(r1)
	nop
	nop
.L49:
	bso     cr3,.L61
	mr      r1,r1
	ld      r20,0(r28)
	lwz     r3,0(r26)
	addi    r19,r3,1
	lwz     r3,124(r1)
	ld      r5,128(r1)
	srdi    r4,r20,4
	andi.   r18,r19,15
	stw     r19,0(r26)
	mullw   r3,r19,r3
	mcrf    cr1,cr0
	xor     r3,r3,r5
	ori     r3,r3,1
	stw     r3,228(r1)
	andi.   r3,r4,1
	crand   4*cr5+lt,gt,4*cr1+eq
	blt     cr5,.L77
.L50:
	andi.   r3,r20,17
	beq     .L51
	ld      r25,16(r28)
	cmpldi  r25,0
	beq     .L52
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	subfc   r3,r25,r3
	addze.  r4,r14
	ld      r4,104(r1)
	iseleq  r3,0,r3
	cmpld   cr1,r3,r4
	b       .L53
.L51:
	crclr   4*cr1+gt
	b       .L53
.L52:
	crset   4*cr1+gt
.L53:
	li      r4,0
	li      r5,1
	isel    r3,r5,r4,4*cr1+gt
	stb     r3,240(r1)
	lbz     r3,249(r1)
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r20,1
	crand   4*cr5+lt,gt,4*cr5+lt
	crnand  4*cr5+lt,4*cr1+gt,4*cr5+lt
	isel    r3,0,r5,4*cr5+lt
	crandc  4*cr5+lt,4*cr1+gt,gt
	stb     r3,250(r1)
	bge     cr5,.L56
	srwi    r6,r21,6
	addi    r3,r1,136
	mr      r4,r28
	li      r22,1
	mr      r5,r30
	li      r16,0
	bl      <<hintlock::spin::policy::SpinPhase>::time_wait+0x8>
	nop
	lbz     r3,240(r1)
	std     r30,192(r1)
	andi.   r4,r3,1
	srdi    r4,r20,4
	clrldi  r3,r3,63
	clrldi  r4,r4,63
	and     r3,r4,r3
	stb     r3,251(r1)
	bgt     .L57
.L54:
	ld      r3,0(r29)
	cmpld   r3,r30
	bne     .L55
	lbz     r3,245(r1)
	li      r5,3
	li      r6,15
	stb     r15,243(r1)
	andi.   r4,r3,1
	lwz     r4,8(r29)
	cntlzw  r3,r3
	iselgt  r5,r6,r5
	addi    r4,r4,1
	srwi    r3,r3,5
	stw     r4,8(r29)
	xori    r3,r3,1
	and     r4,r4,r5
	cntlzw  r4,r4
	srwi    r4,r4,5
	xori    r4,r4,1
	and     r3,r3,r4
	stb     r4,244(r1)
	stb     r3,246(r1)
.L55:
	rlwinm  r3,r21,0,27,27
	or.     r3,r18,r3
	bne     .L61
	b       .L58
.L56:
	srdi    r3,r20,4
	li      r16,0
	li      r22,1
	std     r30,192(r1)
	andi.   r3,r3,1
	crnand  4*cr5+lt,gt,4*cr1+gt
	isel    r3,r4,r5,4*cr5+lt
	stb     r3,251(r1)
	ble     cr1,.L54
.L57:
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,144(r1)
	stw     r4,152(r1)
	std     r3,160(r1)
	stw     r4,168(r1)
	std     r3,176(r1)
	stw     r4,184(r1)
	rlwinm  r3,r21,0,27,27
	or.     r3,r18,r3
	bne     .L61
.L58:
	mr      r3,r28
	mr      r4,r20
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r19,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L59
	std     r28,200(r1)
	b       .L60
.L59:
	bge     cr5,.L61
	nop
	nop
	nop
	nop
	nop
.L60:
	lwarx   r3,0,r30
	ori     r3,r3,16
	stwcx.  r3,0,r30
	bne-    .L60
.L61:
	lwz     r3,136(r1)
	cmplwi  r3,2
	beq     .L62
	cmplwi  r3,1
	bne     .L63
	bl      <std::thread::functions::yield_now+0x8>
	nop
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r20,r4
	lwz     r4,184(r1)
	cmplw   r4,r17
	bne     .L66
	stb     r14,247(r1)
	b       .L64
	nop
.L62:
	li      r3,0
	li      r4,20000
	bl      <std::thread::functions::sleep+0x8>
	nop
	b       .L64
	nop
	nop
	nop
.L63:
	lwz     r3,228(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,228(r1)
.L64:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L76
.L65:
	lwz     r21,0(r30)
	crset   4*cr3+so
	b       .L10
.L66:
	mr      r21,r3
	ld      r3,176(r1)
	clrldi  r6,r20,32
	mr      r5,r21
	bl      <hintlock::spin::policy::ran_others+0x8>
	nop
	andi.   r3,r3,1
	iselgt  r3,r22,r16
	stb     r3,247(r1)
	ble     .L64
	ld      r3,112(r1)
	std     r21,0(r3)
	stw     r20,8(r3)
	b       .L64
.L67:
	li      r3,-39
	lwz     r4,84(r1)
	crset   4*cr2+lt
	and     r3,r21,r3
	addi    r3,r3,-64
	and     r3,r3,r4
.L68:
	lwarx   r4,0,r30,1
	cmpw    r4,r21
	bne-    .L69
	stwcx.  r3,0,r30
	bne-    .L68
	isync
.L69:
	cmplw   r4,r21
	mr      r21,r4
	bne     .L10
	b       .L97
.L70:
	lbz     r3,243(r1)
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+so,gt
	blt     cr5,.L71
	ld      r3,192(r1)
	stw     r14,8(r29)
	std     r3,0(r29)
.L71:
	bso     cr3,.L74
	andi.   r3,r21,4
	crset   4*cr5+lt
	bne     .L75
.L72:
	blt     cr5,.L78
.L73:
	clrldi  r4,r21,32
	mr      r3,r30
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wait_for_claim+0x8>
	mr      r21,r3
	andi.   r3,r4,1
	crmove  4*cr2+gt,gt
	crclr   4*cr3+so
	b       .L10
.L74:
	mr      r2,r2
	andi.   r3,r21,4
	crset   4*cr5+lt
	beq     .L72
.L75:
	crmove  4*cr5+lt,4*cr2+gt
	blt     cr5,.L78
	b       .L73
.L76:
	addi    r3,r1,136
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll+0x8>
	nop
	b       .L65
.L77:
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	ld      r4,8(r28)
	subfc   r3,r4,r3
	addze.  r4,r14
	ld      r4,56(r1)
	iseleq  r3,r14,r3
	cmpld   r3,r4
	blt     .L50
	rldicl  r3,r20,59,3
	rotldi  r20,r3,5
	std     r20,0(r28)
	b       .L50
.L78:
	bge     cr2,.L81
	li      r3,-35
	and     r18,r21,r3
	srwi    r3,r21,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr3+eq,gt
	blt     cr5,.L84
.L79:
	crclr   4*cr2+eq
	beq     cr4,.L85
	ld      r3,48(r1)
	std     r3,256(r1)
	ld      r3,72(r1)
	stw     r3,264(r1)
	addi    r3,r1,256
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	mr      r19,r3
	mr      r20,r4
	srwi    r3,r21,6
	bl      <hintlock::spin::policy::fair_after>
	nop
	cmpld   r19,r3
	bne     .L80
	cmplw   r20,r4
.L80:
	ori     r3,r18,8
	crnot   4*cr2+eq,lt
	isel    r18,r3,r18,4*cr2+eq
	b       .L85
.L81:
	ble     cr3,.L82
	li      r3,-35
	and     r3,r21,r3
	b       .L83
.L82:
	andi.   r3,r21,34
	rlwinm  r4,r21,0,31,29
	cmplwi  r3,2
	iseleq  r3,r4,r21
.L83:
	addi    r18,r3,64
	srwi    r3,r21,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr3+eq,gt
	bge     cr5,.L79
.L84:
	crmove  4*cr2+eq,4*cr3+eq
.L85:
	cmplw   r18,r21
	beq     .L88
.L86:
	lwarx   r3,0,r30
	cmplw   r3,r21
	bne-    .L87
	crset   4*cr5+lt
	stwcx.  r18,0,r30
	bne-    .L86
	bge     cr5,.L9
	b       .L88
.L87:
	b       .L9
.L88:
	li      r25,-55
	li      r24,-63
	andi.   r3,r18,4
	crclr   4*cr3+gt
	crset   4*cr2+lt
	bne     .L8
	ld      r27,48(r1)
	ld      r23,72(r1)
	bne     cr4,.L89
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r27,r3
	mr      r23,r4
.L89:
	li      r3,2
	clrldi  r4,r18,32
	isel    r8,r3,r15,4*cr2+eq
	ld      r6,96(r1)
	mr      r3,r30
	li      r7,128
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	ld      r3,216(r1)
	li      r6,0
	li      r7,32
	cmpldi  r3,0
	beq     .L91
	addi    r4,r3,24
.L90:
	ldarx   r5,0,r4
	subf    r5,r15,r5
	stdcx.  r5,0,r4
	bne-    .L90
.L91:
	cmpdi   r3,0
	ld      r3,64(r1)
	li      r4,16
	std     r27,48(r1)
	stw     r14,136(r1)
	stw     r17,152(r1)
	stw     r17,168(r1)
	crclr   4*cr3+gt
	crset   4*cr2+lt
	stw     r17,184(r1)
	sth     r15,249(r1)
	crorc   4*cr3+lt,4*cr3+lt,eq
	stxvd2x vs63,r3,r4
	li      r4,32
	stxvd2x vs63,r3,r4
	li      r4,41
	stxvd2x vs63,0,r3
	stb     r14,251(r1)
	stxvd2x vs63,r3,r4
	lwz     r18,0(r30)
	beq     cr2,.L7
.L92:
	andi.   r3,r18,4
	srwi    r3,r18,2
	mcrf    cr1,cr0
	andi.   r3,r3,1
	bne     cr1,.L96
	andi.   r3,r18,34
	cmpwi   cr1,r3,2
	addi    r3,r18,-64
	isel    r4,r7,r6,4*cr1+eq
	or      r3,r4,r3
.L93:
	lwarx   r4,0,r30
	cmplw   r4,r18
	bne-    .L94
	crset   4*cr5+lt
	stwcx.  r3,0,r30
	bne-    .L93
	mr      r18,r4
	crclr   4*cr2+lt
	bge     cr5,.L92
	b       .L95
.L94:
	mr      r18,r4
	crclr   4*cr2+lt
	b       .L92
.L95:
	crmove  4*cr3+gt,4*cr1+eq
	mr      r18,r3
	b       .L7
.L96:
	crmove  4*cr2+lt,gt
	b       .L7
.L97:
	ld      r3,216(r1)
	cmpdi   r3,0
	crorc   4*cr5+lt,4*cr3+lt,eq
	blt     cr5,.L102
.L98:
	bns     cr3,.L99
	mr      r2,r2
.L99:
	ld      r3,216(r1)
	cmpldi  r3,0
	beq     .L101
	addi    r3,r3,24
	li      r4,1
.L100:
	ldarx   r5,0,r3
	subf    r5,r4,r5
	stdcx.  r5,0,r3
	bne-    .L100
.L101:
	li      r3,272
	ld      r31,424(r1)
	ld      r30,416(r1)
	lvx     v31,r1,r3
	ld      r29,408(r1)
	ld      r28,400(r1)
	ld      r27,392(r1)
	ld      r26,384(r1)
	ld      r25,376(r1)
	ld      r24,368(r1)
	ld      r23,360(r1)
	ld      r22,352(r1)
	ld      r21,344(r1)
	ld      r20,336(r1)
	ld      r19,328(r1)
	ld      r18,320(r1)
	ld      r17,312(r1)
	ld      r16,304(r1)
	ld      r15,296(r1)
	ld      r14,288(r1)
	addi    r1,r1,432
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	mtocrf  8,r12
	blr
.L102:
	mr      r3,r30
	li      r4,1
	bl      <hintlock::spin::policy::wait_ended+0x8>
	nop
	b       .L98
	b       .L103
	b       .L103
	b       .L103
	b       .L103
	b       .L103
	b       .L103
	b       .L103
	b       .L103
.L103:
	ld      r4,216(r1)
	cmpldi  r4,0
	beq     .L105
	addi    r4,r4,24
	li      r5,1
.L104:
	ldarx   r6,0,r4
	subf    r6,r5,r6
	stdcx.  r6,0,r4
	bne-    .L104
.L105:
	bl      <0000005c.plt_call._Unwind_Resume@@GCC_3.0>
	ld      r2,24(r1)

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wait_for_claim
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mfocrf  r12,32
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-128(r1)
	std     r0,144(r1)
	std     r30,112(r1)
	mr      r30,r3
	nop
	std     r29,104(r1)
	mr      r29,r4
	std     r25,72(r1)
	li      r25,0
	crclr   4*cr2+lt
	nop
	std     r22,48(r1)
	std     r23,56(r1)
	std     r24,64(r1)
	std     r26,80(r1)
	std     r27,88(r1)
	addi    r3,r13,-28624
	nop
	std     r28,96(r1)
	ld      r4,0(r3)
	std     r25,0(r3)
	andi.   r3,r29,4
	mr      r1,r1
	beq     .L5
	cmpld   r4,r30
	lis     r3,15
	lis     r4,1525
	li      r23,0
	addi    r28,r1,32
	ori     r3,r3,16960
	ori     r4,r4,57600
	iseleq  r24,r4,r3
	lis     r3,15258
	ori     r22,r3,51712
	mr      r26,r22
	b       .L1
	nop
	nop
	nop
.L0:
	addi    r23,r23,1
	lwz     r29,0(r30)
	andi.   r3,r29,4
	beq     .L5
.L1:
	cmplwi  r23,4
	blt     .L0
	cmplw   r26,r22
	bne     .L2
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r27,r3
	mr      r26,r4
	b       .L3
	nop
	nop
	nop
.L2:
	mr      r3,r28
	std     r27,32(r1)
	stw     r26,40(r1)
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	bne     .L4
	cmplw   r4,r24
	bge     .L4
.L3:
	bl      <std::thread::functions::yield_now+0x8>
	nop
	lwz     r29,0(r30)
	andi.   r3,r29,4
	bne     .L1
	b       .L5
.L4:
	crset   4*cr2+lt
.L5:
	li      r3,1
	mr      r2,r2
	ld      r30,112(r1)
	ld      r28,96(r1)
	ld      r27,88(r1)
	ld      r26,80(r1)
	ld      r24,64(r1)
	ld      r23,56(r1)
	isel    r4,r3,r25,4*cr2+lt
	mr      r3,r29
	ld      r29,104(r1)
	ld      r25,72(r1)
	ld      r22,48(r1)
	addi    r1,r1,128
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	blr
