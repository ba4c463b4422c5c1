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
	cmplwi  cr1,r4,32
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
	cmplwi  r4,31
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
	cmplwi  cr1,r4,32
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
	cmplwi  cr1,r4,32
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
	std     r30,-28584(r13)
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
	cmplwi  cr1,r4,32
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
	nop
	nop
	std     r30,-28584(r13)
	b       .L5
.L3:
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
	cmplwi  cr1,r4,32
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
	stdu    r1,-400(r1)
	std     r0,416(r1)
	std     r30,384(r1)
	mr      r30,r3
	lis     r3,-25033
	li      r5,240
	xxlxor  vs0,vs0,vs0
	andi.   r4,r4,1
	li      r4,72
	std     r29,376(r1)
	ori     r3,r3,31161
	stvx    v31,r1,r5
	addi    r5,r1,104
	li      r29,0
	std     r28,368(r1)
	xxswapd vs1,vs0
	crmove  4*cr2+lt,gt
	std     r27,360(r1)
	rldic   r3,r3,32,0
	stfdx   f0,r5,r4
	li      r4,107
	std     r14,256(r1)
	std     r15,264(r1)
	std     r16,272(r1)
	std     r17,280(r1)
	std     r18,288(r1)
	oris    r3,r3,32586
	stdx    r29,r5,r4
	li      r4,56
	std     r19,296(r1)
	std     r20,304(r1)
	std     r21,312(r1)
	std     r22,320(r1)
	ori     r28,r3,31765
	li      r3,88
	stxvd2x vs1,r5,r4
	lis     r4,15258
	std     r23,328(r1)
	std     r24,336(r1)
	std     r25,344(r1)
	ori     r4,r4,51712
	stxvd2x vs1,r5,r3
	nop
	mulld   r27,r30,r28
	std     r26,352(r1)
	nop
	stw     r4,120(r1)
	stw     r4,136(r1)
	stw     r4,152(r1)
	std     r31,392(r1)
	addi    r3,r13,-28584
	nop
	stw     r29,104(r1)
	stw     r29,208(r1)
	std     r29,184(r1)
	ld      r4,0(r3)
	std     r29,0(r3)
	xor     r3,r4,r30
	cntlzd  r3,r3
	rldicl  r3,r3,58,63
	stb     r3,213(r1)
	lwz     r21,0(r30)
	bge     cr2,.L1
	cmplwi  cr1,r21,31
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
	stb     r3,210(r1)
	li      r3,0
	iseleq  r3,r4,r3
	stb     r3,216(r1)
.L1:
	andi.   r3,r21,16
	nop
	mcrf    cr3,cr0
	nop
	addi    r3,r13,-28568
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
	andi.   r3,r21,1
	crandc  4*cr5+lt,gt,4*cr2+lt
	bge     cr5,.L6
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
	lwz     r21,0(r30)
	andi.   r3,r21,1
	ble     .L5
	lwz     r21,0(r30)
	andi.   r3,r21,1
	ble     .L5
	lwz     r21,0(r30)
.L5:
	mr      r2,r2
.L6:
	lis     r3,15258
	addi    r25,r1,104
	li      r19,1
	li      r17,0
	li      r24,1
	xxlxor  vs63,vs63,vs63
	crclr   4*cr2+eq
	crclr   4*cr2+so
	crclr   4*cr4+lt
	ori     r18,r3,51712
	addi    r3,r1,160
	std     r3,80(r1)
	nop
	mr      r22,r18
	nop
	addi    r3,r13,-28552
	nop
	nop
	addi    r4,r2,-29888
	mr      r29,r3
	rotldi  r3,r27,6
	rldic   r3,r3,6,52
	add     r28,r4,r3
	nop
	nop
	addi    r3,r13,-28672
	nop
	mr      r27,r3
	nop
	nop
	addi    r3,r13,-28576
	nop
	mr      r26,r3
	lis     r3,15258
	ori     r20,r3,51712
	lis     r3,-25033
	ori     r16,r3,31161
	lis     r3,76
	ori     r3,r3,19263
	std     r3,96(r1)
	lis     r3,762
	ori     r3,r3,61568
	std     r3,72(r1)
	lis     r3,-32768
	ori     r3,r3,1
	rldic   r3,r3,1,31
	std     r3,88(r1)
.L7:
	cmpw    cr3,r22,r18
.L8:
	li      r3,-17
	li      r4,-25
	crclr   4*cr3+lt
	mr      r31,r21
	isel    r23,r4,r3,4*cr2+eq
	li      r3,-23
	li      r4,-31
	isel    r14,r4,r3,4*cr2+eq
	li      r3,-19
	and     r15,r23,r3
	bne     cr2,.L27
.L9:
	andi.   r3,r31,1
	bgt     .L24
	bge     cr4,.L16
	nop
	nop
.L10:
	lbz     r3,211(r1)
	stb     r19,209(r1)
	stw     r17,200(r1)
	andi.   r3,r3,1
	stb     r17,211(r1)
	ble     .L11
	stb     r17,212(r1)
	stb     r17,214(r1)
	std     r17,0(r29)
	stw     r17,8(r29)
.L11:
	addi    r3,r31,-31
	and     r3,r3,r15
.L12:
	lwarx   r21,0,r30,1
	cmpw    r21,r31
	bne-    .L13
	stwcx.  r3,0,r30
	bne-    .L12
	isync
.L13:
	ld      r3,168(r1)
	cmpldi  r3,0
	bne     .L15
.L14:
	cmpw    r21,r31
	beq     .L89
	mr      r31,r21
	andi.   r3,r21,1
	ble     .L10
	b       .L22
.L15:
	mr      r3,r25
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	b       .L14
	nop
.L16:
	lbz     r3,211(r1)
	stb     r19,209(r1)
	stw     r17,200(r1)
	andi.   r3,r3,1
	stb     r17,211(r1)
	ble     .L17
	stb     r17,212(r1)
	stb     r17,214(r1)
	std     r17,0(r29)
	stw     r17,8(r29)
.L17:
	ori     r3,r31,1
	and     r3,r3,r23
.L18:
	lwarx   r21,0,r30,1
	cmpw    r21,r31
	bne-    .L19
	stwcx.  r3,0,r30
	bne-    .L18
	isync
.L19:
	ld      r3,168(r1)
	cmpldi  r3,0
	bne     .L21
.L20:
	cmpw    r21,r31
	beq     .L89
	mr      r31,r21
	andi.   r3,r21,1
	ble     .L16
	b       .L22
.L21:
	addi    r3,r1,104
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	b       .L20
	nop
.L22:
	cmplwi  cr1,r21,31
	crclr   eq
	bgt     cr1,.L23
	ld      r3,0(r28)
	andi.   r3,r3,17
.L23:
	li      r3,0
	mr      r31,r21
	stb     r19,210(r1)
	iseleq  r3,r24,r3
	stb     r3,216(r1)
.L24:
	srwi    r3,r31,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L47
	rlwinm  r3,r31,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r14
.L25:
	lwarx   r4,0,r30,1
	cmpw    r4,r31
	bne-    .L26
	stwcx.  r3,0,r30
	bne-    .L25
	isync
.L26:
	cmplw   r4,r31
	mr      r31,r4
	bne     .L9
	b       .L89
.L27:
	mr      r21,r31
.L28:
	andi.   r3,r21,1
	bgt     .L41
	bge     cr4,.L35
.L29:
	andi.   r3,r21,8
	bne     .L41
	lbz     r3,211(r1)
	stb     r19,209(r1)
	stw     r17,200(r1)
	andi.   r3,r3,1
	stb     r17,211(r1)
	ble     .L30
	stb     r17,212(r1)
	stb     r17,214(r1)
	std     r17,0(r29)
	stw     r17,8(r29)
.L30:
	addi    r3,r21,-31
	and     r3,r3,r15
.L31:
	lwarx   r31,0,r30,1
	cmpw    r31,r21
	bne-    .L32
	stwcx.  r3,0,r30
	bne-    .L31
	isync
.L32:
	ld      r3,168(r1)
	cmpldi  r3,0
	bne     .L34
.L33:
	cmpw    r31,r21
	beq     .L89
	mr      r21,r31
	andi.   r3,r31,1
	ble     .L29
	b       .L45
.L34:
	addi    r3,r1,104
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	b       .L33
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L35:
	andi.   r3,r21,8
	bne     .L41
	lbz     r3,211(r1)
	stb     r19,209(r1)
	stw     r17,200(r1)
	andi.   r3,r3,1
	stb     r17,211(r1)
	ble     .L36
	stb     r17,212(r1)
	stb     r17,214(r1)
	std     r17,0(r29)
	stw     r17,8(r29)
.L36:
	ori     r3,r21,1
	and     r3,r3,r23
.L37:
	lwarx   r31,0,r30,1
	cmpw    r31,r21
	bne-    .L38
	stwcx.  r3,0,r30
	bne-    .L37
	isync
.L38:
	ld      r3,168(r1)
	cmpldi  r3,0
	bne     .L40
.L39:
	cmpw    r31,r21
	beq     .L89
	mr      r21,r31
	andi.   r3,r31,1
	ble     .L35
	b       .L45
.L40:
	addi    r3,r1,104
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	b       .L39
	nop
	nop
	nop
.L41:
	mr      r31,r21
	srwi    r3,r31,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L47
.L42:
	rlwinm  r3,r31,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r14
.L43:
	lwarx   r21,0,r30,1
	cmpw    r21,r31
	bne-    .L44
	stwcx.  r3,0,r30
	bne-    .L43
	isync
.L44:
	cmplw   r21,r31
	bne     .L28
	b       .L89
.L45:
	cmplwi  cr1,r31,31
	crclr   eq
	bgt     cr1,.L46
	ld      r3,0(r28)
	andi.   r3,r3,17
.L46:
	li      r3,0
	stb     r19,210(r1)
	iseleq  r3,r24,r3
	stb     r3,216(r1)
	srwi    r3,r31,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	blt     cr5,.L42
.L47:
	lwz     r21,192(r1)
	cmplwi  r21,0
	bne     .L48
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	andi.   r3,r3,1
	ble     .L78
.L48:
	lwz     r4,200(r1)
	li      r5,-1
	addi    r3,r21,1
	stw     r3,192(r1)
	addi    r4,r4,1
	cmpwi   r4,0
	iseleq  r21,r5,r4
	lbz     r4,214(r1)
	andi.   r4,r4,1
	stw     r21,200(r1)
	bgt     .L78
	lwz     r4,104(r1)
	std     r27,64(r1)
	std     r20,56(r1)
	cmplwi  r4,0
	beq     .L49
	cmplwi  r4,1
	bne     .L50
	lbz     r3,215(r1)
	andi.   r3,r3,1
	bgt     .L78
	lbz     r3,216(r1)
	andi.   r3,r3,1
	lwz     r3,204(r1)
	cmplwi  cr1,r3,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L51
	addi    r3,r3,1
	stb     r17,210(r1)
	stb     r17,216(r1)
	stw     r18,120(r1)
	stw     r18,136(r1)
	stw     r17,104(r1)
	stw     r3,204(r1)
	b       .L58
.L49:
	lbz     r4,210(r1)
	andi.   r4,r4,1
	lbz     r4,208(r1)
	crmove  4*cr2+lt,gt
	andi.   r4,r4,1
	crmove  4*cr2+gt,gt
	cror    4*cr5+lt,4*cr2+lt,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L58
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r5,120(r1)
	mr      r27,r3
	std     r3,224(r1)
	mr      r20,r4
	stw     r20,232(r1)
	cmplw   r5,r18
	bne     .L52
	mr      r5,r20
	mr      r4,r27
	std     r27,112(r1)
	stw     r20,120(r1)
	b       .L53
.L50:
	lwz     r3,108(r1)
	cmplwi  r3,3
	bge     .L78
	addi    r3,r3,1
	li      r4,2
	stw     r4,104(r1)
	stw     r3,108(r1)
	b       .L58
.L51:
	ld      r3,88(r1)
	std     r3,104(r1)
	b       .L58
.L52:
	ld      r4,112(r1)
.L53:
	lwz     r3,136(r1)
	cmplw   r3,r18
	bne     .L54
	mr      r3,r20
	std     r27,128(r1)
	stw     r20,136(r1)
.L54:
	lbz     r6,209(r1)
	std     r27,144(r1)
	stw     r20,152(r1)
	andi.   r6,r6,1
	stb     r17,209(r1)
	ble     .L55
	std     r27,128(r1)
	stw     r20,136(r1)
	mr      r3,r20
.L55:
	cmplwi  r21,7
	ble     .L56
	lbz     r6,212(r1)
	andi.   r6,r6,1
	bgt     .L77
	std     r4,48(r1)
	ld      r4,128(r1)
	mr      r21,r5
	clrldi  r5,r3,32
	addi    r3,r1,224
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	ld      r6,56(r1)
	clrldi  r4,r4,32
	mulhdu  r5,r3,r6
	mulld   r3,r3,r6
	addc    r3,r3,r4
	addze.  r4,r5
	ld      r4,48(r1)
	mr      r5,r21
	cmpldi  cr1,r3,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L77
.L56:
	lbz     r3,218(r1)
	clrldi  r5,r5,32
	andi.   r3,r3,1
	crmove  4*cr2+gt,gt
	addi    r3,r1,224
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	crorc   4*cr5+lt,4*cr2+gt,4*cr2+lt
	bge     cr5,.L57
	ld      r6,56(r1)
	clrldi  r4,r4,32
	mulhdu  r5,r3,r6
	mulld   r3,r3,r6
	addc    r3,r3,r4
	addze.  r4,r5
	ori     r4,r17,50000
	li      r5,4000
	isel    r4,r4,r5,4*cr2+gt
	cmpld   cr1,r3,r4
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L58
.L57:
	ld      r4,64(r1)
	clrldi  r6,r20,32
	ld      r3,0(r4)
	lwz     r4,8(r4)
	mr      r5,r27
	bl      <hintlock::spin::policy::may_yield+0x8>
	nop
	andi.   r3,r3,1
	ld      r27,64(r1)
	ld      r20,56(r1)
	ble     .L78
	stw     r19,104(r1)
.L58:
	blt     cr3,.L69
	mr      r1,r1
	ld      r21,0(r28)
	lwz     r3,0(r26)
	addi    r20,r3,1
	srdi    r4,r21,4
	mullw   r3,r20,r16
	stw     r20,0(r26)
	xor     r3,r3,r25
	ori     r3,r3,1
	stw     r3,196(r1)
	andi.   r3,r20,15
	mcrf    cr1,cr0
	stw     r3,48(r1)
	andi.   r3,r4,1
	crand   4*cr5+lt,gt,4*cr1+eq
	blt     cr5,.L76
.L59:
	andi.   r3,r21,17
	beq     .L60
	ld      r27,16(r28)
	cmpldi  r27,0
	beq     .L61
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	subfc   r3,r27,r3
	addze.  r4,r17
	ld      r4,96(r1)
	iseleq  r3,0,r3
	cmpld   cr1,r3,r4
	b       .L62
.L60:
	crclr   4*cr1+gt
	b       .L62
.L61:
	crset   4*cr1+gt
.L62:
	li      r3,0
	li      r4,1
	li      r24,1
	isel    r3,r4,r3,4*cr1+gt
	stb     r3,208(r1)
	lbz     r3,217(r1)
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r21,1
	crand   4*cr5+lt,gt,4*cr5+lt
	crnand  4*cr5+lt,4*cr1+gt,4*cr5+lt
	isel    r3,0,r4,4*cr5+lt
	crandc  4*cr5+lt,4*cr1+gt,gt
	stb     r3,218(r1)
	bge     cr5,.L64
	srwi    r6,r31,5
	addi    r3,r1,104
	mr      r4,r28
	mr      r5,r30
	bl      <<hintlock::spin::policy::SpinPhase>::time_wait+0x8>
	nop
	lbz     r3,208(r1)
	std     r30,160(r1)
	andi.   r3,r3,1
	bgt     .L65
.L63:
	ld      r3,0(r29)
	cmpld   r3,r30
	bne     .L66
	lbz     r3,213(r1)
	li      r5,3
	li      r6,15
	stb     r19,211(r1)
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
	stb     r4,212(r1)
	stb     r3,214(r1)
	b       .L66
.L64:
	std     r30,160(r1)
	ble     cr1,.L63
.L65:
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,112(r1)
	stw     r4,120(r1)
	std     r3,128(r1)
	stw     r4,136(r1)
	std     r3,144(r1)
	stw     r4,152(r1)
.L66:
	lwz     r4,48(r1)
	rlwinm  r3,r31,0,27,27
	or.     r3,r4,r3
	bne     .L69
	mr      r3,r28
	mr      r4,r21
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r20,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L67
	std     r28,168(r1)
	b       .L68
.L67:
	bge     cr5,.L69
.L68:
	lwarx   r3,0,r30
	ori     r3,r3,16
	stwcx.  r3,0,r30
	bne-    .L68
.L69:
	lwz     r3,104(r1)
	cmplwi  r3,0
	beq     .L70
	cmplwi  r3,2
	bne     .L71
	li      r3,0
	li      r4,20000
	bl      <std::thread::functions::sleep+0x8>
	nop
	b       .L73
.L70:
	lwz     r3,196(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,196(r1)
	b       .L73
.L71:
	bl      <std::thread::functions::yield_now+0x8>
	nop
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r20,r4
	lwz     r4,152(r1)
	cmplw   r4,r18
	bne     .L72
	stb     r17,215(r1)
	b       .L73
.L72:
	mr      r21,r3
	ld      r3,144(r1)
	clrldi  r6,r20,32
	mr      r5,r21
	bl      <hintlock::spin::policy::ran_others+0x8>
	nop
	andi.   r3,r3,1
	li      r3,0
	iselgt  r3,r24,r3
	stb     r3,215(r1)
	ble     .L73
	ld      r3,64(r1)
	std     r21,0(r3)
	stw     r20,8(r3)
.L73:
	ld      r3,168(r1)
	cmpldi  r3,0
	bne     .L75
.L74:
	lwz     r31,0(r30)
	ld      r27,64(r1)
	crset   4*cr3+lt
	ld      r20,56(r1)
	beq     cr2,.L9
	b       .L27
.L75:
	addi    r3,r1,104
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll+0x8>
	nop
	b       .L74
.L76:
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	ld      r4,8(r28)
	subfc   r3,r4,r3
	addze.  r4,r17
	ld      r4,72(r1)
	iseleq  r3,r17,r3
	cmpld   r3,r4
	blt     .L59
	rldicl  r3,r21,59,3
	rotldi  r21,r3,5
	std     r21,0(r28)
	b       .L59
.L77:
	lbz     r3,211(r1)
	ld      r27,64(r1)
	ld      r20,56(r1)
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	blt     cr5,.L78
	ld      r3,160(r1)
	stw     r17,8(r29)
	std     r3,0(r29)
.L78:
	bge     cr3,.L79
	mr      r2,r2
.L79:
	rlwinm  r3,r31,0,31,29
	crclr   4*cr5+lt
	addi    r4,r3,32
	isel    r23,r3,r4,4*cr4+lt
	srwi    r3,r31,3
	andi.   r3,r3,1
	cror    4*cr5+gt,4*cr2+eq,gt
	bgt     cr5,.L81
	beq     cr3,.L81
	ld      r3,40(r1)
	mr      r15,r20
	stw     r22,232(r1)
	std     r3,224(r1)
	addi    r3,r1,224
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	mr      r20,r3
	mr      r21,r4
	srwi    r3,r31,5
	bl      <hintlock::spin::policy::fair_after>
	nop
	cmpld   r20,r3
	bne     .L80
	cmplw   r21,r4
.L80:
	ori     r3,r23,8
	crnot   4*cr5+lt,lt
	mr      r20,r15
	isel    r23,r3,r23,4*cr5+lt
.L81:
	cmplw   r23,r31
	beq     .L83
.L82:
	lwarx   r21,0,r30
	cmplw   r21,r31
	bne-    .L84
	crset   4*cr5+gt
	stwcx.  r23,0,r30
	bne-    .L82
	ble     cr5,.L8
.L83:
	mr      r21,r23
	cror    4*cr2+eq,4*cr2+eq,4*cr5+lt
	andi.   r3,r23,4
	crset   4*cr4+lt
	bne     .L8
	b       .L85
.L84:
	b       .L8
.L85:
	bne     cr3,.L86
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,40(r1)
	mr      r22,r4
.L86:
	li      r3,2
	clrldi  r4,r23,32
	isel    r8,r3,r19,4*cr2+eq
	mr      r3,r30
	mr      r6,r20
	li      r7,128
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	ld      r3,184(r1)
	cmpldi  r3,0
	beq     .L88
	addi    r4,r3,24
.L87:
	ldarx   r5,0,r4
	subf    r5,r19,r5
	stdcx.  r5,0,r4
	bne-    .L87
.L88:
	cmpdi   r3,0
	ld      r3,80(r1)
	li      r4,16
	stw     r17,104(r1)
	stw     r18,120(r1)
	stw     r18,136(r1)
	stw     r18,152(r1)
	crset   4*cr4+lt
	crorc   4*cr2+so,4*cr2+so,eq
	stxvd2x vs63,r3,r4
	li      r4,32
	stxvd2x vs63,r3,r4
	li      r4,41
	stxvd2x vs63,0,r3
	sth     r19,217(r1)
	stxvd2x vs63,r3,r4
	lwz     r21,0(r30)
	b       .L7
.L89:
	ld      r3,184(r1)
	cmpdi   r3,0
	crorc   4*cr5+lt,4*cr2+so,eq
	blt     cr5,.L94
.L90:
	bge     cr3,.L91
	mr      r2,r2
.L91:
	ld      r3,184(r1)
	cmpldi  r3,0
	beq     .L93
	addi    r3,r3,24
	li      r4,1
.L92:
	ldarx   r5,0,r3
	subf    r5,r4,r5
	stdcx.  r5,0,r3
	bne-    .L92
.L93:
	li      r3,240
	ld      r31,392(r1)
	ld      r30,384(r1)
	lvx     v31,r1,r3
	ld      r29,376(r1)
	ld      r28,368(r1)
	ld      r27,360(r1)
	ld      r26,352(r1)
	ld      r25,344(r1)
	ld      r24,336(r1)
	ld      r23,328(r1)
	ld      r22,320(r1)
	ld      r21,312(r1)
	ld      r20,304(r1)
	ld      r19,296(r1)
	ld      r18,288(r1)
	ld      r17,280(r1)
	ld      r16,272(r1)
	ld      r15,264(r1)
	ld      r14,256(r1)
	addi    r1,r1,400
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	mtocrf  8,r12
	blr
.L94:
	mr      r3,r30
	li      r4,1
	bl      <hintlock::spin::policy::wait_ended+0x8>
	nop
	b       .L90
	b       .L95
	b       .L95
	b       .L95
	b       .L95
	b       .L95
	b       .L95
	b       .L95
.L95:
	ld      r4,184(r1)
	cmpldi  r4,0
	beq     .L97
	addi    r4,r4,24
	li      r5,1
.L96:
	ldarx   r6,0,r4
	subf    r6,r5,r6
	stdcx.  r6,0,r4
	bne-    .L96
.L97:
	bl      <00000060.plt_call._Unwind_Resume@@GCC_3.0>
	ld      r2,24(r1)
