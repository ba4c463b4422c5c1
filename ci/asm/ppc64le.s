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
	std     r19,296(r1)
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
	std     r20,304(r1)
	std     r21,312(r1)
	std     r22,320(r1)
	std     r23,328(r1)
	ori     r29,r3,31765
	lis     r3,15258
	std     r24,336(r1)
	std     r25,344(r1)
	std     r27,360(r1)
	std     r30,384(r1)
	mr      r30,r5
	ori     r19,r3,51712
	li      r3,56
	std     r31,392(r1)
	stvx    v31,r1,r6
	stb     r26,168(r1)
	stxvd2x vs0,r4,r3
	li      r3,72
	stxvd2x vs0,r4,r3
	li      r3,81
	stxvd2x vs0,r4,r3
	lis     r3,15258
	ori     r3,r3,51712
	stw     r3,128(r1)
	stw     r3,144(r1)
	stw     r3,160(r1)
	lwz     r16,0(r28)
	srwi    r3,r16,4
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
	addi    r9,r1,176
	addi    r6,r2,-29888
	nop
	nop
	nop
	addi    r10,r1,120
	li      r11,-25
	li      r12,-23
	li      r31,-19
	li      r17,-27
	li      r21,1
	li      r20,0
	ori     r27,r8,51712
	clrldi  r8,r30,32
	xxlxor  vs63,vs63,vs63
	add     r26,r6,r3
	lis     r3,-25033
	addi    r22,r13,-28600
	addi    r5,r13,-28640
	addi    r18,r13,-28624
	li      r7,2
	mr      r0,r19
	crclr   4*cr2+so
	crclr   4*cr2+gt
	ori     r6,r3,31161
.L5:
	cmpw    cr3,r0,r19
.L6:
	li      r3,-17
	isel    r29,r17,r31,4*cr2+gt
	crclr   4*cr3+lt
	isel    r15,r11,r3,4*cr2+gt
	li      r3,-31
	isel    r14,r3,r12,4*cr2+gt
	and     r24,r15,r31
.L7:
	ble     cr2,.L25
.L8:
	andi.   r3,r16,1
	bgt     .L22
	bns     cr2,.L15
	nop
	nop
	nop
	nop
	nop
.L9:
	lbz     r3,215(r1)
	stb     r21,213(r1)
	stw     r20,208(r1)
	andi.   r3,r3,1
	stb     r20,215(r1)
	ble     .L10
	stb     r20,216(r1)
	std     r20,0(r22)
	stw     r20,8(r22)
.L10:
	addi    r3,r16,-31
	and     r3,r3,r24
.L11:
	lwarx   r17,0,r28,1
	cmpw    r17,r16
	bne-    .L12
	stwcx.  r3,0,r28
	bne-    .L11
	isync
.L12:
	ld      r3,184(r1)
	cmpldi  r3,0
	bne     .L14
	cmpw    r17,r16
	beq     .L82
.L13:
	mr      r16,r17
	andi.   r3,r17,1
	ble     .L9
	b       .L21
.L14:
	mr      r3,r10
	std     r9,64(r1)
	std     r10,80(r1)
	mr      r25,r18
	mr      r18,r5
	mr      r31,r6
	stw     r29,96(r1)
	mr      r29,r8
	mr      r23,r0
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r8,r29
	lwz     r29,96(r1)
	li      r7,2
	li      r12,-23
	ld      r10,80(r1)
	ld      r9,64(r1)
	li      r11,-25
	mr      r0,r23
	mr      r6,r31
	li      r31,-19
	mr      r5,r18
	mr      r18,r25
	cmpw    r17,r16
	bne     .L13
	b       .L82
	nop
	nop
	nop
	nop
.L15:
	lbz     r3,215(r1)
	stb     r21,213(r1)
	stw     r20,208(r1)
	andi.   r3,r3,1
	stb     r20,215(r1)
	ble     .L16
	stb     r20,216(r1)
	std     r20,0(r22)
	stw     r20,8(r22)
.L16:
	ori     r3,r16,1
	and     r3,r3,r15
.L17:
	lwarx   r17,0,r28,1
	cmpw    r17,r16
	bne-    .L18
	stwcx.  r3,0,r28
	bne-    .L17
	isync
.L18:
	ld      r3,184(r1)
	cmpldi  r3,0
	bne     .L20
	cmpw    r17,r16
	beq     .L82
.L19:
	mr      r16,r17
	andi.   r3,r17,1
	ble     .L15
	b       .L21
.L20:
	addi    r3,r1,120
	std     r9,64(r1)
	std     r10,80(r1)
	mr      r25,r18
	mr      r18,r5
	mr      r31,r6
	stw     r29,96(r1)
	mr      r29,r8
	mr      r23,r0
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r8,r29
	lwz     r29,96(r1)
	li      r7,2
	li      r12,-23
	ld      r10,80(r1)
	ld      r9,64(r1)
	li      r11,-25
	mr      r0,r23
	mr      r6,r31
	li      r31,-19
	mr      r5,r18
	mr      r18,r25
	cmpw    r17,r16
	bne     .L19
	b       .L82
.L21:
	mr      r16,r17
	stb     r21,214(r1)
.L22:
	srwi    r3,r16,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L42
	rlwinm  r3,r16,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r14
.L23:
	lwarx   r4,0,r28,1
	cmpw    r4,r16
	bne-    .L24
	stwcx.  r3,0,r28
	bne-    .L23
	isync
.L24:
	cmplw   r4,r16
	mr      r16,r4
	bne     .L8
	b       .L82
.L25:
	andi.   r3,r16,1
	bgt     .L39
	bns     cr2,.L32
	nop
	nop
	nop
	nop
	nop
.L26:
	andi.   r3,r16,8
	bne     .L39
	lbz     r3,215(r1)
	stb     r21,213(r1)
	stw     r20,208(r1)
	andi.   r3,r3,1
	stb     r20,215(r1)
	ble     .L27
	stb     r20,216(r1)
	std     r20,0(r22)
	stw     r20,8(r22)
.L27:
	addi    r3,r16,-31
	and     r3,r3,r24
.L28:
	lwarx   r17,0,r28,1
	cmpw    r17,r16
	bne-    .L29
	stwcx.  r3,0,r28
	bne-    .L28
	isync
.L29:
	ld      r3,184(r1)
	cmpldi  r3,0
	bne     .L31
	cmpw    r17,r16
	beq     .L82
.L30:
	mr      r16,r17
	andi.   r3,r17,1
	ble     .L26
	b       .L38
.L31:
	addi    r3,r1,120
	std     r9,64(r1)
	std     r10,80(r1)
	mr      r25,r18
	mr      r18,r5
	mr      r31,r6
	stw     r29,96(r1)
	mr      r29,r8
	mr      r23,r0
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r8,r29
	lwz     r29,96(r1)
	li      r7,2
	li      r12,-23
	ld      r10,80(r1)
	ld      r9,64(r1)
	li      r11,-25
	mr      r0,r23
	mr      r6,r31
	li      r31,-19
	mr      r5,r18
	mr      r18,r25
	cmpw    r17,r16
	bne     .L30
	b       .L82
	nop
	nop
.L32:
	andi.   r3,r16,8
	bne     .L39
	lbz     r3,215(r1)
	stb     r21,213(r1)
	stw     r20,208(r1)
	andi.   r3,r3,1
	stb     r20,215(r1)
	ble     .L33
	stb     r20,216(r1)
	std     r20,0(r22)
	stw     r20,8(r22)
.L33:
	ori     r3,r16,1
	and     r3,r3,r15
.L34:
	lwarx   r17,0,r28,1
	cmpw    r17,r16
	bne-    .L35
	stwcx.  r3,0,r28
	bne-    .L34
	isync
.L35:
	ld      r3,184(r1)
	cmpldi  r3,0
	bne     .L37
	cmpw    r17,r16
	beq     .L82
.L36:
	mr      r16,r17
	andi.   r3,r17,1
	ble     .L32
	b       .L38
.L37:
	addi    r3,r1,120
	std     r9,64(r1)
	std     r10,80(r1)
	mr      r25,r18
	mr      r18,r5
	mr      r31,r6
	stw     r29,96(r1)
	mr      r29,r8
	mr      r23,r0
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r8,r29
	lwz     r29,96(r1)
	li      r7,2
	li      r12,-23
	ld      r10,80(r1)
	ld      r9,64(r1)
	li      r11,-25
	mr      r0,r23
	mr      r6,r31
	li      r31,-19
	mr      r5,r18
	mr      r18,r25
	cmpw    r17,r16
	bne     .L36
	b       .L82
.L38:
	mr      r16,r17
	stb     r21,214(r1)
.L39:
	srwi    r3,r16,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L42
	rlwinm  r3,r16,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r14
.L40:
	lwarx   r4,0,r28,1
	cmpw    r4,r16
	bne-    .L41
	stwcx.  r3,0,r28
	bne-    .L40
	isync
.L41:
	cmplw   r4,r16
	mr      r16,r4
	bne     .L25
	b       .L82
.L42:
	lwz     r17,200(r1)
	mr      r3,r16
	stw     r29,96(r1)
	std     r3,88(r1)
	cmplwi  r17,0
	bne     .L43
	mr      r16,r9
	mr      r29,r10
	std     r18,72(r1)
	mr      r18,r26
	mr      r26,r5
	mr      r31,r6
	mr      r23,r8
	mr      r25,r30
	mr      r30,r0
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	cmpldi  r3,0
	mr      r5,r26
	li      r7,2
	li      r12,-23
	mr      r26,r18
	ld      r18,72(r1)
	li      r11,-25
	mr      r0,r30
	mr      r30,r25
	mr      r8,r23
	mr      r6,r31
	li      r31,-19
	mr      r10,r29
	mr      r9,r16
	beq     .L56
.L43:
	lwz     r4,208(r1)
	std     r5,104(r1)
	li      r5,-1
	addi    r3,r17,1
	stw     r3,200(r1)
	addi    r4,r4,1
	cmpwi   r4,0
	iseleq  r17,r5,r4
	lbz     r4,168(r1)
	cmplwi  r4,0
	stw     r17,208(r1)
	beq     .L44
	cmplwi  r4,1
	bne     .L45
	lbz     r3,169(r1)
	ld      r5,104(r1)
	andi.   r3,r3,1
	bgt     .L56
	stb     r7,168(r1)
	stw     r21,172(r1)
	b       .L54
.L44:
	lbz     r4,214(r1)
	ld      r5,104(r1)
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr2+lt
	bge     cr5,.L54
	mr      r29,r0
	std     r8,72(r1)
	mr      r25,r6
	std     r10,80(r1)
	mr      r16,r9
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r23,128(r1)
	std     r3,224(r1)
	stw     r4,232(r1)
	cmplw   r23,r19
	bne     .L46
	mr      r23,r4
	std     r3,120(r1)
	stw     r4,128(r1)
	std     r3,64(r1)
	b       .L47
.L45:
	lwz     r3,172(r1)
	ld      r5,104(r1)
	cmplwi  r3,3
	bge     .L56
	addi    r3,r3,1
	stb     r7,168(r1)
	stw     r3,172(r1)
	b       .L54
.L46:
	ld      r5,120(r1)
	std     r5,64(r1)
.L47:
	lwz     r5,144(r1)
	ld      r10,80(r1)
	li      r11,-25
	li      r12,-23
	ld      r8,72(r1)
	mr      r9,r16
	li      r7,2
	mr      r0,r29
	cmplw   r5,r19
	bne     .L48
	mr      r5,r4
	std     r3,136(r1)
	stw     r4,144(r1)
.L48:
	lbz     r6,213(r1)
	std     r3,152(r1)
	stw     r4,160(r1)
	andi.   r6,r6,1
	stb     r20,213(r1)
	ble     .L49
	std     r3,136(r1)
	stw     r4,144(r1)
	mr      r5,r4
.L49:
	cmplwi  r17,7
	mr      r6,r25
	ble     .L51
	lbz     r3,216(r1)
	andi.   r3,r3,1
	bgt     .L50
	ld      r4,136(r1)
	clrldi  r5,r5,32
	addi    r3,r1,224
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r27
	mulld   r3,r3,r27
	li      r7,2
	li      r12,-23
	clrldi  r4,r4,32
	ld      r8,72(r1)
	li      r11,-25
	ld      r10,80(r1)
	mr      r0,r29
	mr      r6,r25
	mr      r9,r16
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r3,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L51
.L50:
	lbz     r3,212(r1)
	lbz     r4,215(r1)
	ld      r5,104(r1)
	or      r3,r3,r4
	andi.   r3,r3,1
	bgt     .L56
	ld      r3,176(r1)
	stw     r20,8(r22)
	std     r3,0(r22)
	b       .L56
.L51:
	ld      r5,104(r1)
	blt     cr2,.L52
	ld      r4,64(r1)
	clrldi  r5,r23,32
	addi    r3,r1,224
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r27
	mulld   r3,r3,r27
	li      r7,2
	li      r12,-23
	clrldi  r4,r4,32
	ld      r8,72(r1)
	li      r11,-25
	ld      r10,80(r1)
	mr      r0,r29
	mr      r6,r25
	mr      r9,r16
	addc    r3,r3,r4
	addze.  r4,r5
	ld      r5,104(r1)
	cmpldi  cr1,r3,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L54
.L52:
	ld      r3,0(r5)
	cmpldi  r3,0
	beq     .L53
	ld      r17,8(r5)
	bl      <hintlock::spin::policy::thread_cpu_ns+0x8>
	nop
	subfc   r3,r17,r3
	ld      r8,72(r1)
	li      r7,2
	li      r12,-23
	addze.  r4,r20
	ld      r5,104(r1)
	li      r11,-25
	ld      r10,80(r1)
	iseleq  r3,0,r3
	mr      r0,r29
	mr      r6,r25
	mr      r9,r16
	srdi    r3,r3,4
	cmpldi  r3,9374
	ble     .L56
.L53:
	sth     r21,168(r1)
.L54:
	std     r10,80(r1)
	blt     cr3,.L64
	mr      r1,r1
	ld      r23,0(r26)
	lwz     r3,0(r18)
	addi    r17,r3,1
	srdi    r4,r23,4
	mullw   r3,r17,r6
	andi.   r29,r17,15
	stw     r17,0(r18)
	mcrf    cr1,cr0
	xor     r3,r3,r10
	ori     r3,r3,1
	stw     r3,204(r1)
	andi.   r3,r4,1
	crand   4*cr5+lt,gt,4*cr1+eq
	blt     cr5,.L71
.L55:
	andi.   r3,r23,17
	std     r28,176(r1)
	addic   r4,r3,-1
	subfe   r3,r4,r3
	stb     r3,212(r1)
	beq     .L60
	mr      r16,r9
	stw     r29,72(r1)
	mr      r25,r6
	stw     r17,64(r1)
	mr      r17,r8
	std     r23,56(r1)
	mr      r23,r0
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r0,r23
	ld      r23,56(r1)
	li      r7,2
	li      r12,-23
	mr      r8,r17
	lwz     r17,64(r1)
	li      r11,-25
	std     r3,120(r1)
	ld      r5,104(r1)
	lwz     r29,72(r1)
	stw     r4,128(r1)
	std     r3,136(r1)
	mr      r6,r25
	mr      r9,r16
	stw     r4,144(r1)
	std     r3,152(r1)
	stw     r4,160(r1)
	b       .L61
.L56:
	bge     cr3,.L57
	mr      r2,r2
.L57:
	beq     cr2,.L73
	mr      r23,r0
	mr      r29,r8
	mr      r31,r6
	mr      r25,r18
	mr      r18,r26
	mr      r26,r27
	mr      r27,r5
	mr      r16,r10
	mr      r17,r9
	bl      <<std::time::Instant>::now+0x8>
	nop
	ld      r5,112(r1)
	cmpd    r3,r5
	bne     .L58
	cmplw   r4,r30
.L58:
	mr      r9,r17
	mr      r10,r16
	li      r11,-25
	li      r12,-23
	mr      r5,r27
	mr      r27,r26
	li      r7,2
	mr      r26,r18
	mr      r18,r25
	mr      r6,r31
	li      r31,-19
	mr      r8,r29
	mr      r0,r23
	blt     .L73
	lwz     r29,96(r1)
	li      r3,0
	bns     cr2,.L83
	ld      r25,88(r1)
	rlwinm  r4,r25,0,31,29
	addi    r4,r4,-32
	and     r4,r4,r29
.L59:
	lwarx   r16,0,r28
	cmplw   r16,r25
	bne-    .L72
	crset   4*cr5+lt
	stwcx.  r4,0,r28
	bne-    .L59
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L7
	b       .L83
.L60:
	ld      r3,0(r22)
	cmpld   r3,r28
	bne     .L61
	lwz     r3,8(r22)
	stb     r21,215(r1)
	addi    r3,r3,1
	stw     r3,8(r22)
	clrlwi  r3,r3,30
	cntlzw  r3,r3
	srwi    r3,r3,5
	xori    r3,r3,1
	stb     r3,216(r1)
.L61:
	ld      r3,88(r1)
	rlwinm  r3,r3,0,27,27
	or.     r3,r29,r3
	bne     .L64
	mr      r3,r26
	mr      r4,r23
	std     r8,72(r1)
	mr      r29,r0
	mr      r25,r6
	mr      r16,r9
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r17,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L62
	ld      r5,104(r1)
	ld      r8,72(r1)
	li      r11,-25
	li      r12,-23
	mr      r9,r16
	mr      r6,r25
	li      r7,2
	std     r26,184(r1)
	mr      r0,r29
	b       .L63
.L62:
	ld      r5,104(r1)
	ld      r8,72(r1)
	li      r11,-25
	li      r12,-23
	mr      r9,r16
	mr      r6,r25
	li      r7,2
	mr      r0,r29
	bge     cr5,.L64
.L63:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L63
.L64:
	lbz     r3,168(r1)
	cmplwi  r3,0
	beq     .L65
	cmplwi  r3,2
	bne     .L66
	li      r3,0
	li      r4,20000
	mr      r25,r6
	mr      r17,r9
	mr      r29,r8
	mr      r23,r0
	bl      <std::thread::functions::sleep+0x8>
	nop
	ld      r5,104(r1)
	mr      r0,r23
	li      r7,2
	li      r12,-23
	mr      r8,r29
	li      r11,-25
	mr      r9,r17
	b       .L68
.L65:
	lwz     r3,204(r1)
	mr      r25,r6
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,204(r1)
	b       .L68
.L66:
	mr      r29,r0
	mr      r16,r8
	mr      r25,r6
	mr      r17,r9
	bl      <std::thread::functions::yield_now+0x8>
	nop
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r6,r4
	lwz     r4,160(r1)
	cmplw   r4,r19
	bne     .L67
	ld      r5,104(r1)
	mr      r9,r17
	li      r11,-25
	li      r12,-23
	li      r7,2
	mr      r8,r16
	mr      r0,r29
	sth     r21,168(r1)
	b       .L68
.L67:
	mr      r5,r3
	ld      r3,152(r1)
	clrldi  r6,r6,32
	bl      <hintlock::spin::policy::ran_others+0x8>
	nop
	ld      r5,104(r1)
	mr      r9,r17
	li      r11,-25
	li      r12,-23
	li      r7,2
	mr      r8,r16
	mr      r0,r29
	stb     r21,168(r1)
	andi.   r4,r3,1
	stb     r3,169(r1)
	ble     .L68
	bl      <hintlock::spin::policy::thread_cpu_ns+0x8>
	nop
	ld      r5,104(r1)
	mr      r0,r29
	li      r7,2
	li      r12,-23
	mr      r8,r16
	li      r11,-25
	mr      r9,r17
	std     r21,0(r5)
	std     r3,8(r5)
.L68:
	ld      r3,184(r1)
	cmpldi  r3,0
	bne     .L70
.L69:
	lwz     r16,0(r28)
	ld      r10,80(r1)
	crset   4*cr3+lt
	lwz     r29,96(r1)
	mr      r6,r25
	b       .L7
.L70:
	addi    r3,r1,120
	mr      r17,r9
	mr      r29,r8
	mr      r23,r0
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll+0x8>
	nop
	ld      r5,104(r1)
	mr      r0,r23
	li      r7,2
	li      r12,-23
	mr      r8,r29
	li      r11,-25
	mr      r9,r17
	b       .L69
.L71:
	std     r9,64(r1)
	mr      r25,r6
	stw     r29,72(r1)
	mr      r29,r8
	mr      r16,r0
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	mr      r5,r3
	mr      r3,r26
	mr      r4,r23
	bl      <hintlock::spin::policy::drop_stale_far>
	nop
	mr      r8,r29
	lwz     r29,72(r1)
	li      r7,2
	li      r12,-23
	ld      r5,104(r1)
	ld      r9,64(r1)
	li      r11,-25
	mr      r0,r16
	mr      r6,r25
	mr      r23,r3
	b       .L55
.L72:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L7
.L73:
	ld      r29,88(r1)
	rlwinm  r3,r29,0,31,29
	addi    r4,r3,32
	isel    r25,r3,r4,4*cr2+so
	srwi    r3,r29,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+gt,4*cr5+lt,4*cr3+eq
	crclr   4*cr5+lt
	ble     cr5,.L74
	li      r17,-27
	li      r23,25
	b       .L76
.L74:
	ld      r3,48(r1)
	mr      r14,r8
	stw     r0,232(r1)
	std     r3,224(r1)
	addi    r3,r1,224
	mr      r15,r6
	mr      r16,r5
	mr      r17,r10
	mr      r24,r9
	srwi    r23,r29,5
	mr      r29,r0
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	std     r3,96(r1)
	mr      r3,r23
	std     r4,72(r1)
	bl      <hintlock::spin::policy::fair_after>
	nop
	ld      r5,96(r1)
	li      r23,25
	cmpld   r5,r3
	bne     .L75
	ld      r3,72(r1)
	cmplw   r3,r4
.L75:
	ori     r3,r25,8
	crnot   4*cr5+lt,lt
	mr      r9,r24
	li      r11,-25
	mr      r10,r17
	li      r12,-23
	mr      r5,r16
	li      r7,2
	isel    r25,r3,r25,4*cr5+lt
	mr      r6,r15
	li      r17,-27
	mr      r8,r14
	mr      r0,r29
.L76:
	ld      r3,88(r1)
	cmplw   r25,r3
	beq     .L78
.L77:
	lwarx   r16,0,r28
	ld      r3,88(r1)
	cmplw   r16,r3
	bne-    .L79
	crset   4*cr5+gt
	stwcx.  r25,0,r28
	bne-    .L77
	ble     cr5,.L6
.L78:
	mr      r16,r25
	cror    4*cr2+gt,4*cr2+gt,4*cr5+lt
	andi.   r3,r25,4
	crset   4*cr2+so
	bne     .L6
	b       .L80
.L79:
	b       .L6
.L80:
	mr      r15,r0
	mr      r16,r8
	std     r5,104(r1)
	mr      r14,r6
	mr      r17,r10
	mr      r24,r9
	bne     cr3,.L81
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,48(r1)
	mr      r15,r4
.L81:
	li      r3,2
	ld      r5,112(r1)
	clrldi  r4,r25,32
	li      r7,128
	mr      r6,r16
	isel    r8,r3,r21,4*cr2+gt
	mr      r3,r28
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	li      r3,16
	stw     r19,128(r1)
	stw     r19,144(r1)
	mr      r8,r16
	stw     r19,160(r1)
	stb     r20,168(r1)
	li      r7,2
	mr      r9,r24
	stxvd2x vs63,r24,r3
	stxvd2x vs63,r24,r23
	crset   4*cr2+so
	mr      r10,r17
	stxvd2x vs63,0,r24
	lwz     r16,0(r28)
	ld      r5,104(r1)
	li      r11,-25
	li      r12,-23
	li      r17,-27
	mr      r6,r14
	mr      r0,r15
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
