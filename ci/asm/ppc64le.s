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
	stdu    r1,-400(r1)
	std     r0,416(r1)
	std     r28,368(r1)
	mr      r28,r3
	lis     r3,-25033
	std     r29,376(r1)
	std     r21,312(r1)
	std     r4,112(r1)
	xxlxor  vs0,vs0,vs0
	addi    r4,r1,120
	ori     r3,r3,31161
	std     r26,352(r1)
	li      r6,240
	li      r26,0
	std     r14,256(r1)
	std     r15,264(r1)
	std     r16,272(r1)
	rldic   r3,r3,32,0
	std     r17,280(r1)
	std     r18,288(r1)
	oris    r3,r3,32586
	std     r19,296(r1)
	std     r20,304(r1)
	std     r22,320(r1)
	std     r23,328(r1)
	ori     r29,r3,31765
	lis     r3,15258
	std     r24,336(r1)
	std     r25,344(r1)
	std     r27,360(r1)
	std     r30,384(r1)
	mr      r30,r5
	ori     r21,r3,51712
	li      r3,56
	std     r31,392(r1)
	stvx    v31,r1,r6
	stw     r26,120(r1)
	stxvd2x vs0,r4,r3
	li      r3,72
	stxvd2x vs0,r4,r3
	li      r3,81
	stxvd2x vs0,r4,r3
	lis     r3,15258
	ori     r3,r3,51712
	stw     r3,136(r1)
	stw     r3,152(r1)
	stw     r3,168(r1)
	lwz     r18,0(r28)
	srwi    r3,r18,4
	andi.   r3,r3,1
	nop
	nop
	addi    r3,r13,-28632
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
	sldi    r3,r3,6
	lis     r7,-32768
	nop
	nop
	cmpw    cr2,r30,r21
	lis     r8,15258
	addi    r9,r1,176
	addi    r5,r2,-29888
	nop
	nop
	addi    r10,r1,120
	li      r27,-17
	crclr   4*cr2+so
	li      r11,-25
	li      r12,-23
	li      r25,-31
	li      r15,-19
	li      r31,1
	li      r24,0
	ori     r22,r8,51712
	clrldi  r19,r30,32
	add     r26,r5,r3
	ori     r3,r7,1
	addi    r29,r13,-28616
	addi    r20,r13,-28640
	xxlxor  vs63,vs63,vs63
	mr      r23,r21
	crclr   4*cr2+gt
	rldic   r5,r3,1,31
	lis     r3,-25033
	ori     r7,r3,31161
.L5:
	cmpw    cr3,r23,r21
.L6:
	isel    r17,r11,r27,4*cr2+gt
	li      r3,-27
	isel    r16,r25,r12,4*cr2+gt
	mr      r25,r18
	isel    r8,r3,r15,4*cr2+gt
	and     r14,r17,r15
.L7:
	crclr   4*cr3+lt
.L8:
	ble     cr2,.L26
.L9:
	andi.   r3,r25,1
	bgt     .L23
	bns     cr2,.L16
	nop
	nop
	nop
	nop
	nop
.L10:
	lbz     r3,215(r1)
	stb     r31,213(r1)
	stw     r24,208(r1)
	andi.   r3,r3,1
	stb     r24,215(r1)
	ble     .L11
	std     r24,0(r29)
	stw     r24,8(r29)
.L11:
	addi    r3,r25,-31
	and     r3,r3,r14
.L12:
	lwarx   r18,0,r28,1
	cmpw    r18,r25
	bne-    .L13
	stwcx.  r3,0,r28
	bne-    .L12
	isync
.L13:
	ld      r3,184(r1)
	cmpldi  r3,0
	bne     .L15
	cmpw    r18,r25
	beq     .L82
.L14:
	mr      r25,r18
	andi.   r3,r18,1
	ble     .L10
	b       .L22
.L15:
	mr      r3,r10
	std     r9,80(r1)
	std     r10,88(r1)
	mr      r15,r8
	std     r5,104(r1)
	std     r19,56(r1)
	mr      r19,r20
	mr      r20,r22
	mr      r22,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r7,r22
	mr      r22,r20
	mr      r20,r19
	ld      r19,56(r1)
	ld      r5,104(r1)
	ld      r10,88(r1)
	ld      r9,80(r1)
	mr      r8,r15
	li      r15,-19
	cmpw    r18,r25
	bne     .L14
	b       .L82
.L16:
	lbz     r3,215(r1)
	stb     r31,213(r1)
	stw     r24,208(r1)
	andi.   r3,r3,1
	stb     r24,215(r1)
	ble     .L17
	std     r24,0(r29)
	stw     r24,8(r29)
.L17:
	ori     r3,r25,1
	and     r3,r3,r17
.L18:
	lwarx   r18,0,r28,1
	cmpw    r18,r25
	bne-    .L19
	stwcx.  r3,0,r28
	bne-    .L18
	isync
.L19:
	ld      r3,184(r1)
	cmpldi  r3,0
	bne     .L21
	cmpw    r18,r25
	beq     .L82
.L20:
	mr      r25,r18
	andi.   r3,r18,1
	ble     .L16
	b       .L22
.L21:
	addi    r3,r1,120
	std     r9,80(r1)
	std     r10,88(r1)
	mr      r15,r8
	std     r5,104(r1)
	std     r19,56(r1)
	mr      r19,r20
	mr      r20,r22
	mr      r22,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r7,r22
	mr      r22,r20
	mr      r20,r19
	ld      r19,56(r1)
	ld      r5,104(r1)
	ld      r10,88(r1)
	ld      r9,80(r1)
	mr      r8,r15
	li      r15,-19
	cmpw    r18,r25
	bne     .L20
	b       .L82
.L22:
	mr      r25,r18
	stb     r31,214(r1)
.L23:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L43
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r16
.L24:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L25
	stwcx.  r3,0,r28
	bne-    .L24
	isync
.L25:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L9
	b       .L82
.L26:
	andi.   r3,r25,1
	bgt     .L40
	bns     cr2,.L33
	nop
.L27:
	andi.   r3,r25,8
	bne     .L40
	lbz     r3,215(r1)
	stb     r31,213(r1)
	stw     r24,208(r1)
	andi.   r3,r3,1
	stb     r24,215(r1)
	ble     .L28
	std     r24,0(r29)
	stw     r24,8(r29)
.L28:
	addi    r3,r25,-31
	and     r3,r3,r14
.L29:
	lwarx   r18,0,r28,1
	cmpw    r18,r25
	bne-    .L30
	stwcx.  r3,0,r28
	bne-    .L29
	isync
.L30:
	ld      r3,184(r1)
	cmpldi  r3,0
	bne     .L32
	cmpw    r18,r25
	beq     .L82
.L31:
	mr      r25,r18
	andi.   r3,r18,1
	ble     .L27
	b       .L39
.L32:
	addi    r3,r1,120
	std     r9,80(r1)
	std     r10,88(r1)
	mr      r15,r8
	std     r5,104(r1)
	std     r19,56(r1)
	mr      r19,r20
	mr      r20,r22
	mr      r22,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r7,r22
	mr      r22,r20
	mr      r20,r19
	ld      r19,56(r1)
	ld      r5,104(r1)
	ld      r10,88(r1)
	ld      r9,80(r1)
	mr      r8,r15
	li      r15,-19
	cmpw    r18,r25
	bne     .L31
	b       .L82
	nop
	nop
	nop
	nop
	nop
	nop
.L33:
	andi.   r3,r25,8
	bne     .L40
	lbz     r3,215(r1)
	stb     r31,213(r1)
	stw     r24,208(r1)
	andi.   r3,r3,1
	stb     r24,215(r1)
	ble     .L34
	std     r24,0(r29)
	stw     r24,8(r29)
.L34:
	ori     r3,r25,1
	and     r3,r3,r17
.L35:
	lwarx   r18,0,r28,1
	cmpw    r18,r25
	bne-    .L36
	stwcx.  r3,0,r28
	bne-    .L35
	isync
.L36:
	ld      r3,184(r1)
	cmpldi  r3,0
	bne     .L38
	cmpw    r18,r25
	beq     .L82
.L37:
	mr      r25,r18
	andi.   r3,r18,1
	ble     .L33
	b       .L39
.L38:
	addi    r3,r1,120
	std     r9,80(r1)
	std     r10,88(r1)
	mr      r15,r8
	std     r5,104(r1)
	std     r19,56(r1)
	mr      r19,r20
	mr      r20,r22
	mr      r22,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r7,r22
	mr      r22,r20
	mr      r20,r19
	ld      r19,56(r1)
	ld      r5,104(r1)
	ld      r10,88(r1)
	ld      r9,80(r1)
	mr      r8,r15
	li      r15,-19
	cmpw    r18,r25
	bne     .L37
	b       .L82
.L39:
	mr      r25,r18
	stb     r31,214(r1)
.L40:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L43
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r16
.L41:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L42
	stwcx.  r3,0,r28
	bne-    .L41
	isync
.L42:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L26
	b       .L82
.L43:
	stw     r25,96(r1)
	lwz     r25,200(r1)
	std     r5,104(r1)
	cmplwi  r25,0
	bne     .L44
	mr      r18,r9
	mr      r27,r10
	std     r30,88(r1)
	mr      r15,r19
	mr      r19,r22
	mr      r22,r7
	mr      r30,r23
	mr      r23,r8
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	cmpldi  r3,0
	mr      r8,r23
	li      r12,-23
	li      r11,-25
	mr      r23,r30
	ld      r30,88(r1)
	mr      r7,r22
	mr      r22,r19
	mr      r19,r15
	li      r15,-19
	mr      r10,r27
	li      r27,-17
	mr      r9,r18
	beq     .L52
.L44:
	lwz     r3,208(r1)
	lwz     r18,120(r1)
	li      r6,-1
	addi    r5,r25,1
	lbz     r4,214(r1)
	stw     r8,100(r1)
	stw     r5,200(r1)
	addi    r3,r3,1
	cmpwi   cr1,r18,0
	cmpwi   r3,0
	iseleq  r25,r6,r3
	andi.   r3,r4,1
	crmove  4*cr2+lt,gt
	crandc  4*cr5+lt,4*cr1+eq,gt
	andi.   r3,r5,3
	crandc  4*cr5+lt,4*cr5+lt,eq
	stw     r25,208(r1)
	blt     cr5,.L58
	stw     r7,76(r1)
	std     r10,88(r1)
	std     r9,80(r1)
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r0,136(r1)
	std     r3,224(r1)
	stw     r4,232(r1)
	cmplw   r0,r21
	bne     .L45
	mr      r0,r4
	std     r3,128(r1)
	stw     r4,136(r1)
	std     r3,48(r1)
	b       .L46
.L45:
	ld      r5,128(r1)
	std     r5,48(r1)
.L46:
	lwz     r5,152(r1)
	ld      r9,80(r1)
	li      r11,-25
	li      r12,-23
	ld      r10,88(r1)
	cmplw   r5,r21
	bne     .L47
	mr      r5,r4
	std     r3,144(r1)
	stw     r4,152(r1)
.L47:
	lbz     r8,213(r1)
	ld      r6,160(r1)
	std     r3,160(r1)
	stb     r24,213(r1)
	lwz     r7,168(r1)
	stw     r4,168(r1)
	andi.   r8,r8,1
	ble     .L48
	std     r3,144(r1)
	stw     r4,152(r1)
	mr      r5,r4
.L48:
	cmplwi  r18,0
	lwz     r8,100(r1)
	beq     .L49
	cmplwi  r18,1
	bne     .L51
	cmplw   r7,r21
	iseleq  r5,r4,r7
	iseleq  r4,r3,r6
	addi    r3,r1,224
	clrldi  r5,r5,32
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r22
	mulld   r3,r3,r22
	li      r12,-23
	li      r11,-25
	clrldi  r4,r4,32
	lwz     r8,100(r1)
	ld      r10,88(r1)
	ld      r9,80(r1)
	lwz     r7,76(r1)
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r4,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r3,999
	blt     cr5,.L52
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L52
	ld      r3,104(r1)
	std     r3,120(r1)
	b       .L58
.L49:
	cmplwi  r25,7
	ble     .L56
	lbz     r3,216(r1)
	andi.   r3,r3,1
	bgt     .L50
	ld      r4,144(r1)
	clrldi  r5,r5,32
	addi    r3,r1,224
	mr      r25,r0
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r22
	mulld   r3,r3,r22
	li      r12,-23
	li      r11,-25
	clrldi  r4,r4,32
	lwz     r8,100(r1)
	ld      r10,88(r1)
	ld      r9,80(r1)
	mr      r0,r25
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r3,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L56
.L50:
	lbz     r3,212(r1)
	lbz     r4,215(r1)
	lwz     r7,76(r1)
	or      r3,r3,r4
	andi.   r3,r3,1
	bgt     .L52
	ld      r3,176(r1)
	stw     r24,8(r29)
	std     r3,0(r29)
	b       .L52
.L51:
	lwz     r3,124(r1)
	lwz     r7,76(r1)
	cmplwi  r3,3
	bge     .L52
	addi    r3,r3,1
	li      r4,2
	stw     r4,120(r1)
	stw     r3,124(r1)
	b       .L58
.L52:
	std     r26,64(r1)
	bge     cr3,.L53
	mr      r2,r2
.L53:
	beq     cr2,.L73
	std     r20,88(r1)
	mr      r20,r19
	mr      r19,r8
	mr      r26,r22
	mr      r22,r7
	mr      r18,r10
	mr      r25,r9
	bl      <<std::time::Instant>::now+0x8>
	nop
	ld      r5,112(r1)
	cmpd    r3,r5
	bne     .L54
	cmplw   r4,r30
.L54:
	mr      r8,r19
	mr      r19,r20
	li      r11,-25
	li      r12,-23
	ld      r20,88(r1)
	mr      r9,r25
	mr      r10,r18
	mr      r7,r22
	mr      r22,r26
	blt     .L73
	li      r3,0
	bns     cr2,.L83
	lwz     r6,96(r1)
	ld      r5,104(r1)
	ld      r26,64(r1)
	rlwinm  r4,r6,0,31,29
	addi    r4,r4,-32
	and     r4,r4,r8
.L55:
	lwarx   r25,0,r28
	cmplw   r25,r6
	bne-    .L72
	crset   4*cr5+lt
	stwcx.  r4,0,r28
	bne-    .L55
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L8
	b       .L83
.L56:
	lwz     r7,76(r1)
	blt     cr2,.L57
	ld      r4,48(r1)
	clrldi  r5,r0,32
	addi    r3,r1,224
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r22
	mulld   r3,r3,r22
	clrldi  r4,r4,32
	lwz     r8,100(r1)
	lwz     r7,76(r1)
	ld      r10,88(r1)
	ld      r9,80(r1)
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r3,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L58
.L57:
	stw     r31,120(r1)
.L58:
	blt     cr3,.L66
	mr      r1,r1
	ld      r6,0(r26)
	lwz     r3,0(r20)
	addi    r25,r3,1
	andi.   r3,r6,17
	mullw   r4,r25,r7
	cntlzd  r5,r3
	andi.   r11,r25,15
	mcrf    cr1,cr0
	stw     r25,0(r20)
	not     r5,r5
	rldicl  r5,r5,58,63
	xor     r4,r4,r10
	stb     r5,212(r1)
	srdi    r5,r6,4
	ori     r4,r4,1
	stw     r4,204(r1)
	andi.   r4,r5,1
	crand   4*cr5+lt,gt,4*cr1+eq
	blt     cr5,.L60
	cmpdi   r3,0
	crnot   4*cr5+lt,eq
	bge     cr5,.L61
.L59:
	stw     r25,48(r1)
	std     r19,56(r1)
	mr      r18,r9
	mr      r27,r10
	std     r20,88(r1)
	mr      r20,r26
	mr      r26,r22
	mr      r22,r7
	mr      r25,r8
	mr      r19,r6
	mr      r15,r11
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,128(r1)
	std     r3,144(r1)
	mr      r6,r19
	mr      r8,r25
	std     r3,160(r1)
	lbz     r3,212(r1)
	lwz     r25,48(r1)
	stw     r4,136(r1)
	mr      r7,r22
	mr      r22,r26
	stw     r4,152(r1)
	stw     r4,168(r1)
	mr      r26,r20
	ld      r20,88(r1)
	std     r28,176(r1)
	mr      r11,r15
	ld      r19,56(r1)
	li      r15,-19
	lwz     r4,96(r1)
	mr      r10,r27
	li      r27,-17
	mr      r9,r18
	andi.   r3,r3,1
	ble     .L62
	b       .L63
.L60:
	std     r9,80(r1)
	mr      r18,r10
	std     r22,88(r1)
	mr      r22,r11
	stw     r7,76(r1)
	stw     r25,48(r1)
	mr      r25,r6
	std     r19,56(r1)
	mr      r19,r8
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	mr      r5,r3
	mr      r3,r26
	mr      r4,r25
	bl      <hintlock::spin::policy::drop_stale_far>
	nop
	mr      r6,r3
	andi.   r3,r3,17
	addic   r4,r3,-1
	mr      r11,r22
	mr      r8,r19
	ld      r19,56(r1)
	lwz     r25,48(r1)
	subfe   r3,r4,r3
	lwz     r7,76(r1)
	ld      r22,88(r1)
	ld      r9,80(r1)
	mr      r10,r18
	stb     r3,212(r1)
	bne     .L59
.L61:
	lwz     r4,96(r1)
	std     r28,176(r1)
.L62:
	ld      r3,0(r29)
	cmpld   r3,r28
	bne     .L63
	lwz     r3,8(r29)
	stb     r31,215(r1)
	addi    r3,r3,1
	stw     r3,8(r29)
	clrlwi  r3,r3,30
	cntlzw  r3,r3
	srwi    r3,r3,5
	xori    r3,r3,1
	stb     r3,216(r1)
.L63:
	rlwinm  r3,r4,0,27,27
	or.     r3,r11,r3
	bne     .L66
	mr      r3,r26
	mr      r4,r6
	stw     r7,76(r1)
	std     r10,88(r1)
	mr      r18,r9
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r25,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L64
	ld      r10,88(r1)
	lwz     r7,76(r1)
	std     r26,184(r1)
	lwz     r8,100(r1)
	mr      r9,r18
	b       .L65
.L64:
	ld      r10,88(r1)
	lwz     r7,76(r1)
	lwz     r8,100(r1)
	mr      r9,r18
	bge     cr5,.L66
.L65:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L65
.L66:
	lwz     r3,120(r1)
	cmplwi  r3,0
	beq     .L67
	cmplwi  r3,2
	bne     .L68
	li      r3,0
	li      r4,20000
	mr      r25,r9
	mr      r27,r10
	mr      r18,r7
	bl      <std::thread::functions::sleep+0x8>
	nop
	lwz     r8,100(r1)
	mr      r7,r18
	mr      r10,r27
	li      r27,-17
	mr      r9,r25
	b       .L69
.L67:
	lwz     r3,204(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,204(r1)
	b       .L69
.L68:
	mr      r15,r7
	mr      r18,r10
	mr      r25,r9
	bl      <std::thread::functions::yield_now+0x8>
	nop
	lwz     r8,100(r1)
	mr      r9,r25
	mr      r10,r18
	mr      r7,r15
	li      r15,-19
.L69:
	ld      r3,184(r1)
	ld      r5,104(r1)
	cmpldi  r3,0
	bne     .L71
.L70:
	lwz     r25,0(r28)
	crset   4*cr3+lt
	b       .L8
.L71:
	addi    r3,r1,120
	mr      r25,r9
	mr      r27,r10
	std     r19,56(r1)
	mr      r18,r5
	mr      r19,r20
	mr      r20,r22
	mr      r22,r7
	mr      r15,r8
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll+0x8>
	nop
	mr      r7,r22
	mr      r22,r20
	mr      r20,r19
	ld      r19,56(r1)
	mr      r8,r15
	li      r15,-19
	mr      r5,r18
	mr      r10,r27
	li      r27,-17
	mr      r9,r25
	b       .L70
.L72:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L8
.L73:
	lwz     r5,96(r1)
	crclr   4*cr1+gt
	rlwinm  r3,r5,0,31,29
	addi    r4,r3,32
	isel    r18,r3,r4,4*cr2+so
	srwi    r3,r5,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	bge     cr5,.L74
	ld      r5,104(r1)
	ld      r26,64(r1)
	b       .L77
.L74:
	ld      r3,40(r1)
	stw     r8,100(r1)
	stw     r7,76(r1)
	mr      r25,r9
	std     r10,88(r1)
	stw     r23,232(r1)
	std     r3,224(r1)
	addi    r3,r1,224
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	ld      r26,64(r1)
	beq     .L75
	ori     r18,r18,8
	crset   4*cr1+gt
	b       .L76
.L75:
	srwi    r3,r4,5
	cmplwi  cr1,r3,15624
	ori     r3,r18,8
	isel    r18,r3,r18,4*cr1+gt
.L76:
	ld      r10,88(r1)
	ld      r5,104(r1)
	li      r11,-25
	li      r12,-23
	lwz     r7,76(r1)
	lwz     r8,100(r1)
	mr      r9,r25
.L77:
	lwz     r3,96(r1)
	cmplw   r18,r3
	beq     .L80
.L78:
	lwarx   r25,0,r28
	lwz     r3,96(r1)
	cmplw   r25,r3
	bne-    .L79
	crset   4*cr5+lt
	stwcx.  r18,0,r28
	bne-    .L78
	bge     cr5,.L7
	b       .L80
.L79:
	b       .L7
.L80:
	li      r25,-31
	cror    4*cr2+gt,4*cr2+gt,4*cr1+gt
	andi.   r3,r18,4
	crset   4*cr2+so
	bne     .L6
	mr      r27,r19
	mr      r16,r7
	mr      r17,r5
	mr      r19,r10
	mr      r25,r9
	bne     cr3,.L81
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,40(r1)
	mr      r23,r4
.L81:
	li      r3,2
	ld      r5,112(r1)
	clrldi  r4,r18,32
	li      r7,128
	mr      r6,r27
	isel    r8,r3,r31,4*cr2+gt
	mr      r3,r28
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	li      r3,16
	stw     r24,120(r1)
	stw     r21,136(r1)
	mr      r9,r25
	stw     r21,152(r1)
	stw     r21,168(r1)
	crset   4*cr2+so
	mr      r10,r19
	stxvd2x vs63,r25,r3
	li      r3,25
	stxvd2x vs63,0,r25
	mr      r19,r27
	li      r27,-17
	li      r11,-25
	li      r12,-23
	mr      r5,r17
	stxvd2x vs63,r25,r3
	li      r25,-31
	mr      r7,r16
	li      r15,-19
	lwz     r18,0(r28)
	ld      r26,64(r1)
	b       .L5
.L82:
	li      r3,1
	bge     cr3,.L83
	mr      r2,r2
.L83:
	li      r4,240
	ld      r31,392(r1)
	ld      r30,384(r1)
	lvx     v31,r1,r4
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
