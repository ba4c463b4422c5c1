# target powerpc64le-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	li      r4,0
	li      r5,1
.L0:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L1
	stwcx.  r5,0,r3
	bne-    .L0
	isync
.L1:
	cmplwi  r6,0
	beqlr
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	lis     r4,15258
	ori     r5,r4,51712
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_try_lock
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
	crset   4*cr1+eq
	bne     .L6
.L2:
	li      r3,0
	li      r4,1
	isel    r3,r4,r3,4*cr1+eq
	blr
.L3:
	ori     r5,r4,1
.L4:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L5
	stwcx.  r5,0,r3
	bne-    .L4
	isync
.L5:
	cmplw   r6,r4
	mr      r4,r6
	beq     .L2
.L6:
	andi.   r5,r4,9
	beq     .L3
	cmpwi   cr1,r5,0
	li      r3,0
	li      r4,1
	isel    r3,r4,r3,4*cr1+eq
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
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	addi    r4,r4,-1
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
	bgt     .L1
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	bne     .L2
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L1:
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L2:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-416(r1)
	std     r0,432(r1)
	std     r28,384(r1)
	mr      r28,r3
	lis     r3,-25033
	std     r29,392(r1)
	std     r18,304(r1)
	std     r19,312(r1)
	mr      r18,r4
	xxlxor  vs0,vs0,vs0
	ori     r3,r3,31161
	addi    r4,r1,136
	std     r26,368(r1)
	li      r6,256
	li      r26,0
	std     r14,272(r1)
	std     r15,280(r1)
	std     r16,288(r1)
	rldic   r3,r3,32,0
	std     r17,296(r1)
	std     r20,320(r1)
	oris    r3,r3,32586
	std     r21,328(r1)
	std     r22,336(r1)
	std     r23,344(r1)
	std     r24,352(r1)
	ori     r29,r3,31765
	lis     r3,15258
	std     r25,360(r1)
	std     r27,376(r1)
	std     r30,400(r1)
	std     r31,408(r1)
	mr      r30,r5
	ori     r19,r3,51712
	li      r3,56
	stvx    v31,r1,r6
	stw     r26,136(r1)
	stxvd2x vs0,r4,r3
	li      r3,72
	stxvd2x vs0,r4,r3
	li      r3,81
	stxvd2x vs0,r4,r3
	lis     r3,15258
	ori     r3,r3,51712
	stw     r3,152(r1)
	stw     r3,168(r1)
	stw     r3,184(r1)
	lwz     r22,0(r28)
	srwi    r3,r22,4
	andi.   r3,r3,1
	nop
	nop
	addi    r3,r13,-28616
	ld      r4,0(r3)
	ld      r25,8(r3)
	stxvd2x vs0,0,r3
	cmpd    cr1,r4,r28
	crand   4*cr5+lt,gt,4*cr1+eq
	bge     cr5,.L3
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	mr      r27,r3
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	subfc   r3,r27,r3
	addze.  r4,r26
	nop
	iseleq  r3,0,r3
	addi    r4,r2,-32496
	ld      r5,0(r4)
	cmpld   r3,r5
	bge     .L1
.L0:
	ldarx   r5,0,r4
	cmpld   r5,r3
	blt     .L1
	stdcx.  r3,0,r4
	bne-    .L0
.L1:
	li      r4,0
	subfc   r3,r25,r27
	addze.  r4,r4
	iseleq  r3,0,r3
	bl      <hintlock::spin::policy::less_clock_read+0x8>
	nop
	mulld   r5,r28,r29
	cmpldi  r3,60
	rotldi  r4,r5,6
	rldic   r6,r4,6,52
	nop
	addi    r7,r2,-29888
	add     r4,r7,r6
	ldx     r6,r7,r6
	li      r7,1
	blt     .L2
	clrldi  r7,r6,63
	andi.   r3,r6,2
	li      r3,2
	ori     r7,r7,2
	iseleq  r7,r7,r3
.L2:
	srdi    r3,r5,58
	andi.   r5,r6,28
	rldimi  r5,r7,0,62
	rldimi  r5,r27,5,0
	std     r5,0(r4)
	b       .L4
.L3:
	mulld   r3,r28,r29
	srdi    r3,r3,58
.L4:
	nop
	nop
	nop
	nop
	sldi    r3,r3,6
	cmpw    cr2,r30,r19
	lis     r8,15258
	addi    r9,r1,192
	addi    r6,r2,-29888
	nop
	nop
	nop
	addi    r10,r1,136
	li      r14,-17
	li      r11,-25
	li      r12,-23
	li      r16,-31
	li      r31,-19
	li      r27,-27
	li      r20,1
	li      r21,0
	clrldi  r17,r30,32
	add     r3,r6,r3
	addi    r29,r13,-28600
	addi    r5,r13,-28672
	xxlxor  vs63,vs63,vs63
	mr      r23,r19
	crclr   4*cr2+so
	crclr   4*cr2+gt
	std     r3,128(r1)
	addi    r3,r13,-28624
	ori     r7,r8,51712
	std     r3,120(r1)
	lis     r3,-32768
	ori     r3,r3,1
	rldic   r6,r3,1,31
	lis     r3,-25033
	ori     r8,r3,31161
.L5:
	cmpw    cr3,r23,r19
.L6:
	isel    r24,r11,r14,4*cr2+gt
	isel    r15,r16,r12,4*cr2+gt
	crclr   4*cr3+lt
	isel    r26,r27,r31,4*cr2+gt
	and     r16,r24,r31
.L7:
	ble     cr2,.L25
.L8:
	andi.   r3,r22,1
	bgt     .L22
	bns     cr2,.L15
	nop
.L9:
	lbz     r3,231(r1)
	stb     r20,229(r1)
	stw     r21,224(r1)
	andi.   r3,r3,1
	stb     r21,231(r1)
	ble     .L10
	stb     r21,232(r1)
	std     r21,0(r29)
	stw     r21,8(r29)
.L10:
	addi    r3,r22,-31
	and     r3,r3,r16
.L11:
	lwarx   r27,0,r28,1
	cmpw    r27,r22
	bne-    .L12
	stwcx.  r3,0,r28
	bne-    .L11
	isync
.L12:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L14
	cmpw    r27,r22
	beq     .L80
.L13:
	mr      r22,r27
	andi.   r3,r27,1
	ble     .L9
	b       .L21
.L14:
	mr      r3,r10
	std     r9,64(r1)
	mr      r14,r10
	stw     r26,56(r1)
	mr      r26,r5
	mr      r31,r7
	std     r17,112(r1)
	mr      r25,r6
	mr      r17,r8
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r8,r17
	ld      r17,112(r1)
	mr      r5,r26
	lwz     r26,56(r1)
	ld      r9,64(r1)
	mr      r6,r25
	mr      r7,r31
	li      r31,-19
	mr      r10,r14
	li      r14,-17
	cmpw    r27,r22
	bne     .L13
	b       .L80
	nop
	nop
	nop
	nop
	nop
	nop
.L15:
	lbz     r3,231(r1)
	stb     r20,229(r1)
	stw     r21,224(r1)
	andi.   r3,r3,1
	stb     r21,231(r1)
	ble     .L16
	stb     r21,232(r1)
	std     r21,0(r29)
	stw     r21,8(r29)
.L16:
	ori     r3,r22,1
	and     r3,r3,r24
.L17:
	lwarx   r27,0,r28,1
	cmpw    r27,r22
	bne-    .L18
	stwcx.  r3,0,r28
	bne-    .L17
	isync
.L18:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L20
	cmpw    r27,r22
	beq     .L80
.L19:
	mr      r22,r27
	andi.   r3,r27,1
	ble     .L15
	b       .L21
.L20:
	addi    r3,r1,136
	std     r9,64(r1)
	mr      r14,r10
	stw     r26,56(r1)
	mr      r26,r5
	mr      r31,r7
	mr      r25,r6
	std     r17,112(r1)
	mr      r17,r8
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r8,r17
	ld      r17,112(r1)
	mr      r5,r26
	lwz     r26,56(r1)
	ld      r9,64(r1)
	mr      r6,r25
	mr      r7,r31
	li      r31,-19
	mr      r10,r14
	li      r14,-17
	cmpw    r27,r22
	bne     .L19
	b       .L80
	nop
	nop
.L21:
	mr      r22,r27
	stb     r20,230(r1)
.L22:
	srwi    r3,r22,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L42
	rlwinm  r3,r22,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r15
.L23:
	lwarx   r4,0,r28,1
	cmpw    r4,r22
	bne-    .L24
	stwcx.  r3,0,r28
	bne-    .L23
	isync
.L24:
	cmplw   r4,r22
	mr      r22,r4
	bne     .L8
	b       .L80
.L25:
	andi.   r3,r22,1
	bgt     .L39
	bns     cr2,.L32
	nop
	nop
	nop
	nop
	nop
.L26:
	andi.   r3,r22,8
	bne     .L39
	lbz     r3,231(r1)
	stb     r20,229(r1)
	stw     r21,224(r1)
	andi.   r3,r3,1
	stb     r21,231(r1)
	ble     .L27
	stb     r21,232(r1)
	std     r21,0(r29)
	stw     r21,8(r29)
.L27:
	addi    r3,r22,-31
	and     r3,r3,r16
.L28:
	lwarx   r27,0,r28,1
	cmpw    r27,r22
	bne-    .L29
	stwcx.  r3,0,r28
	bne-    .L28
	isync
.L29:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L31
	cmpw    r27,r22
	beq     .L80
.L30:
	mr      r22,r27
	andi.   r3,r27,1
	ble     .L26
	b       .L38
.L31:
	addi    r3,r1,136
	std     r9,64(r1)
	mr      r14,r10
	stw     r26,56(r1)
	mr      r26,r5
	mr      r31,r7
	mr      r25,r6
	std     r17,112(r1)
	mr      r17,r8
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r8,r17
	ld      r17,112(r1)
	mr      r5,r26
	lwz     r26,56(r1)
	ld      r9,64(r1)
	mr      r6,r25
	mr      r7,r31
	li      r31,-19
	mr      r10,r14
	li      r14,-17
	cmpw    r27,r22
	bne     .L30
	b       .L80
	nop
	nop
	nop
	nop
.L32:
	andi.   r3,r22,8
	bne     .L39
	lbz     r3,231(r1)
	stb     r20,229(r1)
	stw     r21,224(r1)
	andi.   r3,r3,1
	stb     r21,231(r1)
	ble     .L33
	stb     r21,232(r1)
	std     r21,0(r29)
	stw     r21,8(r29)
.L33:
	ori     r3,r22,1
	and     r3,r3,r24
.L34:
	lwarx   r27,0,r28,1
	cmpw    r27,r22
	bne-    .L35
	stwcx.  r3,0,r28
	bne-    .L34
	isync
.L35:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L37
	cmpw    r27,r22
	beq     .L80
.L36:
	mr      r22,r27
	andi.   r3,r27,1
	ble     .L32
	b       .L38
.L37:
	addi    r3,r1,136
	std     r9,64(r1)
	mr      r14,r10
	stw     r26,56(r1)
	mr      r26,r5
	mr      r31,r7
	mr      r25,r6
	std     r17,112(r1)
	mr      r17,r8
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r8,r17
	ld      r17,112(r1)
	mr      r5,r26
	lwz     r26,56(r1)
	ld      r9,64(r1)
	mr      r6,r25
	mr      r7,r31
	li      r31,-19
	mr      r10,r14
	li      r14,-17
	cmpw    r27,r22
	bne     .L36
	b       .L80
.L38:
	mr      r22,r27
	stb     r20,230(r1)
	nop
	nop
.L39:
	srwi    r3,r22,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L42
	rlwinm  r3,r22,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r15
.L40:
	lwarx   r4,0,r28,1
	cmpw    r4,r22
	bne-    .L41
	stwcx.  r3,0,r28
	bne-    .L40
	isync
.L41:
	cmplw   r4,r22
	mr      r22,r4
	bne     .L25
	b       .L80
.L42:
	mr      r3,r22
	lwz     r22,216(r1)
	stw     r8,88(r1)
	std     r6,96(r1)
	std     r5,104(r1)
	std     r18,80(r1)
	cmplwi  r22,0
	std     r3,72(r1)
	std     r17,112(r1)
	bne     .L43
	mr      r27,r9
	mr      r18,r10
	mr      r25,r7
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	cmpldi  r3,0
	mr      r7,r25
	li      r12,-23
	li      r11,-25
	mr      r10,r18
	mr      r9,r27
	beq     .L55
.L43:
	lwz     r3,224(r1)
	lwz     r27,136(r1)
	li      r6,-1
	addi    r5,r22,1
	lbz     r4,230(r1)
	stw     r5,216(r1)
	addi    r3,r3,1
	cmpwi   cr1,r27,0
	cmpwi   r3,0
	iseleq  r18,r6,r3
	andi.   r3,r4,1
	crmove  4*cr2+lt,gt
	crandc  4*cr5+lt,4*cr1+eq,gt
	andi.   r3,r5,3
	crandc  4*cr5+lt,4*cr5+lt,eq
	stw     r18,224(r1)
	blt     cr5,.L53
	mr      r25,r7
	std     r10,56(r1)
	std     r9,64(r1)
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r0,152(r1)
	mr      r22,r3
	std     r3,240(r1)
	stw     r4,248(r1)
	cmplw   r0,r19
	bne     .L44
	mr      r0,r4
	std     r22,144(r1)
	stw     r4,152(r1)
	std     r22,48(r1)
	b       .L45
.L44:
	ld      r3,144(r1)
	std     r3,48(r1)
.L45:
	lwz     r3,168(r1)
	ld      r9,64(r1)
	li      r11,-25
	li      r12,-23
	ld      r10,56(r1)
	li      r8,2
	cmplw   r3,r19
	bne     .L46
	mr      r3,r4
	std     r22,160(r1)
	stw     r4,168(r1)
.L46:
	lbz     r7,229(r1)
	ld      r5,176(r1)
	std     r22,176(r1)
	stb     r21,229(r1)
	lwz     r6,184(r1)
	stw     r4,184(r1)
	andi.   r7,r7,1
	ble     .L47
	std     r22,160(r1)
	stw     r4,168(r1)
	mr      r3,r4
.L47:
	cmplwi  r27,0
	mr      r7,r25
	beq     .L48
	cmplwi  r27,1
	bne     .L50
	cmplw   r6,r19
	iseleq  r6,r4,r6
	iseleq  r3,r22,r5
	clrldi  r5,r6,32
	clrldi  r6,r4,32
	mr      r4,r5
	mr      r5,r22
	bl      <hintlock::spin::policy::ran_others+0x8>
	nop
	ld      r10,56(r1)
	ld      r9,64(r1)
	li      r12,-23
	li      r11,-25
	mr      r7,r25
	andi.   r3,r3,1
	bgt     .L55
	ld      r3,96(r1)
	std     r3,136(r1)
	b       .L53
.L48:
	cmplwi  r18,7
	ble     .L51
	lbz     r5,232(r1)
	andi.   r5,r5,1
	bgt     .L49
	ld      r6,160(r1)
	clrldi  r5,r3,32
	addi    r3,r1,240
	mr      r27,r4
	mr      r18,r0
	mr      r4,r6
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r6,r3,r25
	mulld   r3,r3,r25
	li      r12,-23
	li      r11,-25
	mr      r5,r4
	ld      r10,56(r1)
	ld      r9,64(r1)
	mr      r0,r18
	clrldi  r5,r5,32
	mr      r7,r25
	mr      r4,r27
	addc    r3,r3,r5
	addze.  r5,r6
	cmpldi  cr1,r3,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L51
.L49:
	lbz     r3,228(r1)
	lbz     r4,231(r1)
	or      r3,r3,r4
	andi.   r3,r3,1
	bgt     .L55
	ld      r3,192(r1)
	stw     r21,8(r29)
	std     r3,0(r29)
	b       .L55
.L50:
	lwz     r3,140(r1)
	cmplwi  r3,3
	bge     .L55
	addi    r3,r3,1
	stw     r8,136(r1)
	stw     r3,140(r1)
	b       .L53
.L51:
	blt     cr2,.L52
	mr      r27,r4
	ld      r4,48(r1)
	addi    r3,r1,240
	clrldi  r5,r0,32
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r6,r3,r25
	mulld   r3,r3,r25
	mr      r5,r4
	ld      r10,56(r1)
	ld      r9,64(r1)
	mr      r7,r25
	mr      r4,r27
	clrldi  r5,r5,32
	addc    r3,r3,r5
	addze.  r5,r6
	cmpldi  cr1,r3,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L53
.L52:
	ld      r5,104(r1)
	clrldi  r6,r4,32
	ld      r3,0(r5)
	lwz     r5,8(r5)
	mr      r4,r5
	mr      r5,r22
	bl      <hintlock::spin::policy::may_yield+0x8>
	nop
	cmpldi  r3,0
	ld      r10,56(r1)
	li      r12,-23
	li      r11,-25
	ld      r9,64(r1)
	mr      r7,r25
	beq     .L55
	stw     r20,136(r1)
.L53:
	ld      r18,80(r1)
	lwz     r5,88(r1)
	blt     cr3,.L63
	mr      r1,r1
	ld      r3,128(r1)
	ld      r8,0(r3)
	ld      r6,120(r1)
	lwz     r3,0(r6)
	srdi    r4,r8,4
	addi    r22,r3,1
	mullw   r3,r22,r5
	andi.   r17,r22,15
	stw     r22,0(r6)
	mcrf    cr1,cr0
	xor     r3,r3,r10
	ori     r3,r3,1
	stw     r3,220(r1)
	andi.   r3,r4,1
	crand   4*cr5+lt,gt,4*cr1+eq
	blt     cr5,.L69
.L54:
	andi.   r3,r8,17
	std     r28,192(r1)
	addic   r4,r3,-1
	subfe   r3,r4,r3
	stb     r3,228(r1)
	beq     .L59
	mr      r27,r9
	mr      r14,r10
	stw     r26,56(r1)
	stw     r22,88(r1)
	mr      r25,r7
	mr      r26,r5
	mr      r22,r8
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r8,r22
	lwz     r22,88(r1)
	std     r3,144(r1)
	stw     r4,152(r1)
	mr      r5,r26
	lwz     r26,56(r1)
	std     r3,160(r1)
	stw     r4,168(r1)
	mr      r7,r25
	mr      r10,r14
	std     r3,176(r1)
	stw     r4,184(r1)
	mr      r9,r27
	b       .L60
.L55:
	bge     cr3,.L56
	mr      r2,r2
.L56:
	ld      r18,80(r1)
	ld      r5,104(r1)
	lwz     r8,88(r1)
	beq     cr2,.L71
	mr      r17,r8
	mr      r31,r7
	mr      r25,r5
	mr      r22,r10
	mr      r27,r9
	bl      <<std::time::Instant>::now+0x8>
	nop
	cmpd    r3,r18
	bne     .L57
	cmplw   r4,r30
.L57:
	mr      r9,r27
	mr      r10,r22
	li      r11,-25
	li      r12,-23
	mr      r5,r25
	mr      r7,r31
	li      r31,-19
	mr      r8,r17
	blt     .L71
	li      r3,0
	bns     cr2,.L81
	ld      r11,72(r1)
	ld      r6,96(r1)
	ld      r17,112(r1)
	rlwinm  r4,r11,0,31,29
	addi    r4,r4,-32
	and     r4,r4,r26
.L58:
	lwarx   r22,0,r28
	cmplw   r22,r11
	bne-    .L70
	crset   4*cr5+lt
	stwcx.  r4,0,r28
	bne-    .L58
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L7
	b       .L81
.L59:
	ld      r3,0(r29)
	cmpld   r3,r28
	bne     .L60
	lwz     r3,8(r29)
	stb     r20,231(r1)
	addi    r3,r3,1
	stw     r3,8(r29)
	clrlwi  r3,r3,30
	cntlzw  r3,r3
	srwi    r3,r3,5
	xori    r3,r3,1
	stb     r3,232(r1)
.L60:
	ld      r3,72(r1)
	rlwinm  r3,r3,0,27,27
	or.     r3,r17,r3
	bne     .L63
	ld      r3,128(r1)
	mr      r4,r8
	mr      r17,r26
	mr      r26,r5
	mr      r25,r7
	mr      r14,r10
	mr      r27,r9
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r22,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L61
	ld      r3,128(r1)
	mr      r9,r27
	std     r3,200(r1)
	mr      r10,r14
	mr      r7,r25
	mr      r5,r26
	mr      r26,r17
	b       .L62
.L61:
	mr      r9,r27
	mr      r10,r14
	mr      r7,r25
	mr      r5,r26
	mr      r26,r17
	bge     cr5,.L63
.L62:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L62
.L63:
	lwz     r3,136(r1)
	mr      r17,r26
	mr      r26,r5
	cmplwi  r3,0
	beq     .L64
	cmplwi  r3,2
	bne     .L65
	li      r3,0
	li      r4,20000
	mr      r14,r10
	mr      r27,r9
	mr      r25,r7
	bl      <std::thread::functions::sleep+0x8>
	nop
	mr      r7,r25
	mr      r9,r27
	b       .L66
.L64:
	lwz     r3,220(r1)
	mr      r14,r10
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,220(r1)
	b       .L66
.L65:
	mr      r25,r7
	mr      r14,r10
	mr      r27,r9
	bl      <std::thread::functions::yield_now+0x8>
	nop
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r5,r4
	lwz     r4,184(r1)
	mr      r9,r27
	mr      r7,r25
	cmplw   r4,r19
	beq     .L66
	mr      r22,r3
	ld      r3,176(r1)
	std     r5,88(r1)
	clrldi  r6,r5,32
	mr      r5,r22
	bl      <hintlock::spin::policy::ran_others+0x8>
	nop
	cmpldi  r3,0
	ld      r4,88(r1)
	mr      r7,r25
	mr      r9,r27
	beq     .L66
	ld      r3,104(r1)
	std     r22,0(r3)
	stw     r4,8(r3)
.L66:
	ld      r3,200(r1)
	cmpldi  r3,0
	bne     .L68
.L67:
	lwz     r22,0(r28)
	ld      r5,104(r1)
	crset   4*cr3+lt
	ld      r6,96(r1)
	mr      r8,r26
	mr      r26,r17
	ld      r17,112(r1)
	mr      r10,r14
	li      r14,-17
	b       .L7
.L68:
	addi    r3,r1,136
	mr      r27,r9
	mr      r25,r7
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll+0x8>
	nop
	mr      r7,r25
	mr      r9,r27
	b       .L67
.L69:
	std     r9,64(r1)
	mr      r27,r10
	mr      r25,r7
	stw     r26,56(r1)
	mr      r26,r5
	mr      r14,r8
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	mr      r5,r3
	ld      r3,128(r1)
	mr      r4,r14
	bl      <hintlock::spin::policy::drop_stale_far>
	nop
	mr      r5,r26
	lwz     r26,56(r1)
	ld      r9,64(r1)
	mr      r7,r25
	mr      r10,r27
	mr      r8,r3
	b       .L54
.L70:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L7
.L71:
	ld      r25,72(r1)
	rlwinm  r3,r25,0,31,29
	addi    r4,r3,32
	isel    r26,r3,r4,4*cr2+so
	srwi    r3,r25,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+gt,4*cr5+lt,4*cr3+eq
	crclr   4*cr5+lt
	ble     cr5,.L72
	ld      r6,96(r1)
	ld      r17,112(r1)
	li      r16,-31
	li      r27,-27
	b       .L74
.L72:
	ld      r3,40(r1)
	stw     r8,88(r1)
	std     r7,104(r1)
	mr      r15,r5
	mr      r24,r10
	mr      r27,r9
	stw     r23,248(r1)
	std     r3,240(r1)
	addi    r3,r1,240
	srwi    r17,r25,5
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	mr      r22,r3
	mr      r3,r17
	std     r4,64(r1)
	bl      <hintlock::spin::policy::fair_after>
	nop
	cmpld   r22,r3
	ld      r17,112(r1)
	li      r16,-31
	bne     .L73
	ld      r3,64(r1)
	cmplw   r3,r4
.L73:
	ori     r3,r26,8
	crnot   4*cr5+lt,lt
	ld      r7,104(r1)
	li      r11,-25
	ld      r6,96(r1)
	lwz     r8,88(r1)
	li      r12,-23
	mr      r9,r27
	isel    r26,r3,r26,4*cr5+lt
	li      r27,-27
	mr      r10,r24
	mr      r5,r15
.L74:
	cmplw   r26,r25
	beq     .L76
.L75:
	lwarx   r22,0,r28
	cmplw   r22,r25
	bne-    .L77
	crset   4*cr5+gt
	stwcx.  r26,0,r28
	bne-    .L75
	ble     cr5,.L6
.L76:
	mr      r22,r26
	cror    4*cr2+gt,4*cr2+gt,4*cr5+lt
	andi.   r3,r26,4
	crset   4*cr2+so
	bne     .L6
	b       .L78
.L77:
	b       .L6
.L78:
	mr      r25,r8
	mr      r15,r5
	std     r6,96(r1)
	std     r7,104(r1)
	mr      r24,r10
	mr      r27,r9
	bne     cr3,.L79
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,40(r1)
	mr      r23,r4
.L79:
	li      r3,2
	clrldi  r4,r26,32
	mr      r5,r18
	li      r7,128
	mr      r6,r17
	isel    r8,r3,r20,4*cr2+gt
	mr      r3,r28
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	li      r3,16
	stw     r21,136(r1)
	stw     r19,152(r1)
	mr      r9,r27
	stw     r19,168(r1)
	stw     r19,184(r1)
	crset   4*cr2+so
	mr      r10,r24
	stxvd2x vs63,r27,r3
	li      r3,25
	stxvd2x vs63,0,r27
	li      r11,-25
	li      r12,-23
	mr      r5,r15
	mr      r8,r25
	stxvd2x vs63,r27,r3
	li      r27,-27
	lwz     r22,0(r28)
	ld      r7,104(r1)
	ld      r6,96(r1)
	b       .L5
.L80:
	li      r3,1
	bge     cr3,.L81
	mr      r2,r2
.L81:
	li      r4,256
	ld      r31,408(r1)
	ld      r30,400(r1)
	lvx     v31,r1,r4
	ld      r29,392(r1)
	ld      r28,384(r1)
	ld      r27,376(r1)
	ld      r26,368(r1)
	ld      r25,360(r1)
	ld      r24,352(r1)
	ld      r23,344(r1)
	ld      r22,336(r1)
	ld      r21,328(r1)
	ld      r20,320(r1)
	ld      r19,312(r1)
	ld      r18,304(r1)
	ld      r17,296(r1)
	ld      r16,288(r1)
	ld      r15,280(r1)
	ld      r14,272(r1)
	addi    r1,r1,416
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr

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
	bl      <hintlock::futex::linux::wake+0x8>
	nop
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
	stdu    r1,-32(r1)
	std     r0,48(r1)
	nop
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
	bl      <hintlock::futex::linux::wake+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L3:
	li      r5,1
	lwsync
.L4:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L4
	cmplwi  r4,1
	bne     .L5
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>
