# target powerpc64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
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
	stdu    r1,-112(r1)
	std     r0,128(r1)
	lis     r4,15258
	ori     r5,r4,51712
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>
	nop
	addi    r1,r1,112
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
	crset   4*cr1+eq
	cmplwi  r4,0
	bne     .L6
.L2:
	li      r3,1
	beqlr   cr1
	li      r3,0
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
	b       .L2

== hintlock_probe_unlock
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
	stdu    r1,-112(r1)
	std     r0,128(r1)
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_unlock_fair
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
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
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L1:
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L2:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-448(r1)
	std     r0,464(r1)
	std     r28,416(r1)
	mr      r28,r3
	lis     r3,15258
	ori     r3,r3,51712
	std     r29,424(r1)
	li      r29,0
	std     r14,304(r1)
	std     r15,312(r1)
	std     r16,320(r1)
	std     r17,328(r1)
	std     r18,336(r1)
	std     r19,344(r1)
	std     r20,352(r1)
	std     r21,360(r1)
	std     r22,368(r1)
	std     r23,376(r1)
	std     r24,384(r1)
	std     r25,392(r1)
	std     r26,400(r1)
	std     r27,408(r1)
	std     r30,432(r1)
	mr      r30,r5
	std     r31,440(r1)
	std     r4,168(r1)
	stw     r29,184(r1)
	std     r29,240(r1)
	std     r29,248(r1)
	std     r29,256(r1)
	std     r29,264(r1)
	std     r29,272(r1)
	sth     r29,280(r1)
	stw     r3,200(r1)
	stw     r3,216(r1)
	stw     r3,232(r1)
	nop
	lwz     r25,0(r28)
	nop
	addi    r3,r13,-28616
	srwi    r5,r25,4
	ld      r4,0(r3)
	andi.   r5,r5,1
	cmpd    cr1,r4,r28
	ld      r26,8(r3)
	lis     r4,15258
	crand   4*cr5+lt,gt,4*cr1+eq
	ori     r19,r4,51712
	std     r29,0(r3)
	std     r29,8(r3)
	bge     cr5,.L5
	bl      <hintlock::spin::policy::now_ns>
	nop
	mr      r27,r3
	bl      <hintlock::spin::policy::now_ns>
	nop
	subfc   r3,r27,r3
	addze.  r4,r29
	beq     .L0
	mr      r29,r3
.L0:
	nop
	addi    r3,r2,-32496
	ld      r4,0(r3)
	cmpld   r29,r4
	bge     .L2
.L1:
	ldarx   r4,0,r3
	cmpld   r4,r29
	blt     .L2
	stdcx.  r29,0,r3
	bne-    .L1
.L2:
	subfc   r4,r26,r27
	li      r3,0
	addze.  r5,r3
	beq     .L3
	mr      r3,r4
.L3:
	bl      <hintlock::spin::policy::less_clock_read>
	nop
	lis     r4,-25033
	cmpldi  r3,60
	nop
	addi    r5,r2,-29888
	ori     r4,r4,31161
	rldic   r4,r4,32,0
	oris    r4,r4,32586
	ori     r4,r4,31765
	mulld   r4,r28,r4
	rotldi  r3,r4,6
	rldic   r6,r3,6,52
	add     r3,r5,r6
	ldx     r5,r5,r6
	li      r6,1
	blt     .L4
	andi.   r6,r5,2
	li      r6,2
	bne     .L4
	clrldi  r6,r5,63
	ori     r6,r6,2
.L4:
	andi.   r5,r5,28
	srdi    r4,r4,58
	rldimi  r5,r6,0,62
	rldimi  r5,r27,5,0
	std     r5,0(r3)
	b       .L6
.L5:
	lis     r3,-25033
	ori     r3,r3,31161
	rldic   r3,r3,32,0
	oris    r3,r3,32586
	ori     r3,r3,31765
	mulld   r3,r28,r3
	srdi    r4,r3,58
.L6:
	lis     r6,15258
	nop
	sldi    r3,r4,6
	nop
	nop
	nop
	nop
	nop
	lis     r7,-25033
	ori     r11,r6,51712
	addi    r6,r2,-29888
	ori     r14,r7,31161
	nop
	cmpw    cr2,r30,r19
	crclr   4*cr2+so
	add     r26,r6,r3
	addi    r10,r1,240
	addi    r27,r1,184
	li      r17,1
	crclr   4*cr2+gt
	li      r16,0
	addi    r31,r13,-28600
	addi    r24,r13,-28672
	addi    r20,r13,-28624
	li      r5,2
	clrldi  r6,r30,32
	mr      r3,r19
	std     r3,176(r1)
.L7:
	ld      r3,176(r1)
	cmpw    cr3,r3,r19
.L8:
	li      r21,-25
	ble     cr2,.L78
	li      r22,-31
	ble     cr2,.L79
.L9:
	li      r3,-19
	li      r7,-27
	bgt     cr2,.L11
.L10:
	li      r7,-19
.L11:
	and     r18,r21,r3
	crclr   4*cr3+lt
.L12:
	ble     cr2,.L30
.L13:
	andi.   r3,r25,1
	bgt     .L27
	bns     cr2,.L20
	nop
	nop
	nop
.L14:
	lbz     r3,279(r1)
	andi.   r3,r3,1
	stb     r17,277(r1)
	stw     r16,272(r1)
	stb     r16,279(r1)
	ble     .L15
	stb     r16,280(r1)
	std     r16,0(r31)
	stw     r16,8(r31)
.L15:
	addi    r3,r25,-31
	and     r3,r3,r18
.L16:
	lwarx   r15,0,r28,1
	cmpw    r15,r25
	bne-    .L17
	stwcx.  r3,0,r28
	bne-    .L16
	isync
.L17:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L19
	cmpw    r15,r25
	beq     .L90
.L18:
	andi.   r3,r15,1
	mr      r25,r15
	ble     .L14
	b       .L26
.L19:
	mr      r3,r27
	std     r10,136(r1)
	mr      r29,r6
	mr      r23,r20
	mr      r20,r24
	std     r11,160(r1)
	mr      r24,r14
	mr      r14,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r11,160(r1)
	mr      r7,r14
	mr      r14,r24
	mr      r24,r20
	mr      r20,r23
	ld      r10,136(r1)
	mr      r6,r29
	li      r5,2
	cmpw    r15,r25
	bne     .L18
	b       .L90
	nop
.L20:
	lbz     r3,279(r1)
	andi.   r3,r3,1
	stb     r17,277(r1)
	stw     r16,272(r1)
	stb     r16,279(r1)
	ble     .L21
	stb     r16,280(r1)
	std     r16,0(r31)
	stw     r16,8(r31)
.L21:
	ori     r3,r25,1
	and     r3,r3,r21
.L22:
	lwarx   r15,0,r28,1
	cmpw    r15,r25
	bne-    .L23
	stwcx.  r3,0,r28
	bne-    .L22
	isync
.L23:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L25
	cmpw    r15,r25
	beq     .L90
.L24:
	andi.   r3,r15,1
	mr      r25,r15
	ble     .L20
	b       .L26
.L25:
	addi    r3,r1,184
	std     r10,136(r1)
	mr      r29,r6
	mr      r23,r20
	mr      r20,r24
	std     r11,160(r1)
	mr      r24,r14
	mr      r14,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r11,160(r1)
	mr      r7,r14
	mr      r14,r24
	mr      r24,r20
	mr      r20,r23
	ld      r10,136(r1)
	mr      r6,r29
	li      r5,2
	cmpw    r15,r25
	bne     .L24
	b       .L90
	nop
.L26:
	mr      r25,r15
	stb     r17,278(r1)
.L27:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L47
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r22
.L28:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L29
	stwcx.  r3,0,r28
	bne-    .L28
	isync
.L29:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L13
	b       .L90
.L30:
	andi.   r3,r25,1
	bgt     .L44
	bns     cr2,.L37
	nop
.L31:
	andi.   r3,r25,8
	bne     .L44
	lbz     r3,279(r1)
	andi.   r3,r3,1
	stb     r17,277(r1)
	stw     r16,272(r1)
	stb     r16,279(r1)
	ble     .L32
	stb     r16,280(r1)
	std     r16,0(r31)
	stw     r16,8(r31)
.L32:
	addi    r3,r25,-31
	and     r3,r3,r18
.L33:
	lwarx   r15,0,r28,1
	cmpw    r15,r25
	bne-    .L34
	stwcx.  r3,0,r28
	bne-    .L33
	isync
.L34:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L36
	cmpw    r15,r25
	beq     .L90
.L35:
	andi.   r3,r15,1
	mr      r25,r15
	ble     .L31
	b       .L43
.L36:
	addi    r3,r1,184
	std     r10,136(r1)
	mr      r29,r6
	mr      r23,r20
	mr      r20,r24
	std     r11,160(r1)
	mr      r24,r14
	mr      r14,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r11,160(r1)
	mr      r7,r14
	mr      r14,r24
	mr      r24,r20
	mr      r20,r23
	ld      r10,136(r1)
	mr      r6,r29
	li      r5,2
	cmpw    r15,r25
	bne     .L35
	b       .L90
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L37:
	andi.   r3,r25,8
	bne     .L44
	lbz     r3,279(r1)
	andi.   r3,r3,1
	stb     r17,277(r1)
	stw     r16,272(r1)
	stb     r16,279(r1)
	ble     .L38
	stb     r16,280(r1)
	std     r16,0(r31)
	stw     r16,8(r31)
.L38:
	ori     r3,r25,1
	and     r3,r3,r21
.L39:
	lwarx   r15,0,r28,1
	cmpw    r15,r25
	bne-    .L40
	stwcx.  r3,0,r28
	bne-    .L39
	isync
.L40:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L42
	cmpw    r15,r25
	beq     .L90
.L41:
	andi.   r3,r15,1
	mr      r25,r15
	ble     .L37
	b       .L43
.L42:
	addi    r3,r1,184
	std     r10,136(r1)
	mr      r29,r6
	mr      r23,r20
	mr      r20,r24
	std     r11,160(r1)
	mr      r24,r14
	mr      r14,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r11,160(r1)
	mr      r7,r14
	mr      r14,r24
	mr      r24,r20
	mr      r20,r23
	ld      r10,136(r1)
	mr      r6,r29
	li      r5,2
	cmpw    r15,r25
	bne     .L41
	b       .L90
.L43:
	mr      r25,r15
	stb     r17,278(r1)
	nop
.L44:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L47
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r22
.L45:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L46
	stwcx.  r3,0,r28
	bne-    .L45
	isync
.L46:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L30
	b       .L90
.L47:
	mr      r23,r25
	lwz     r25,264(r1)
	cmplwi  r25,0
	bne     .L48
	mr      r15,r10
	std     r20,160(r1)
	mr      r29,r30
	mr      r30,r6
	mr      r20,r7
	std     r26,152(r1)
	mr      r26,r24
	mr      r24,r14
	mr      r14,r27
	mr      r27,r11
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	mr      r7,r20
	mr      r11,r27
	ld      r20,160(r1)
	mr      r27,r14
	mr      r14,r24
	mr      r24,r26
	ld      r26,152(r1)
	cmpldi  r3,0
	mr      r6,r30
	mr      r30,r29
	li      r5,2
	mr      r10,r15
	beq     .L63
.L48:
	lwz     r3,272(r1)
	li      r15,-1
	addi    r4,r3,1
	addi    r3,r25,1
	stw     r3,264(r1)
	cmplwi  r4,0
	beq     .L49
	mr      r15,r4
.L49:
	lwz     r4,184(r1)
	cmplwi  r4,0
	stw     r15,272(r1)
	beq     .L50
	cmplwi  r4,1
	bne     .L51
	lbz     r3,281(r1)
	andi.   r3,r3,1
	bgt     .L63
	rldic   r3,r17,33,30
	ori     r3,r3,1
	std     r3,184(r1)
	b       .L52
.L50:
	lbz     r4,278(r1)
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr2+lt
	bge     cr5,.L52
	stw     r7,148(r1)
	mr      r25,r10
	std     r6,152(r1)
	std     r11,160(r1)
	bl      <<std::time::Instant>::now>
	nop
	lwz     r29,200(r1)
	mr      r8,r3
	mr      r9,r4
	cmplw   r29,r19
	std     r3,288(r1)
	stw     r9,296(r1)
	bne     .L56
	mr      r29,r9
	mr      r12,r8
	std     r8,192(r1)
	stw     r9,200(r1)
	b       .L57
.L51:
	lwz     r3,188(r1)
	cmplwi  r3,3
	bge     .L63
	addi    r3,r3,1
	stw     r5,184(r1)
	stw     r3,188(r1)
.L52:
	blt     cr3,.L69
	mr      r1,r1
	ld      r9,0(r26)
	lwz     r3,0(r20)
	srdi    r4,r9,4
	addi    r8,r3,1
	andi.   r12,r8,15
	stw     r8,148(r1)
	mcrf    cr1,cr0
	andi.   r4,r4,1
	mullw   r3,r8,r14
	crand   4*cr5+lt,gt,4*cr1+eq
	xor     r3,r3,r27
	stw     r8,0(r20)
	ori     r3,r3,1
	stw     r3,268(r1)
	blt     cr5,.L76
.L53:
	andi.   r3,r9,17
	std     r28,240(r1)
	addic   r4,r3,-1
	subfe   r3,r4,r3
	stb     r3,276(r1)
	beq     .L54
	mr      r25,r10
	std     r20,160(r1)
	mr      r15,r30
	mr      r30,r6
	mr      r29,r7
	std     r26,152(r1)
	mr      r20,r9
	mr      r26,r12
	std     r24,136(r1)
	mr      r24,r14
	mr      r14,r27
	mr      r27,r11
	bl      <<std::time::Instant>::now>
	nop
	mr      r12,r26
	mr      r9,r20
	ld      r26,152(r1)
	mr      r11,r27
	mr      r27,r14
	ld      r20,160(r1)
	mr      r14,r24
	mr      r7,r29
	ld      r24,136(r1)
	mr      r6,r30
	mr      r30,r15
	li      r5,2
	mr      r10,r25
	std     r3,192(r1)
	stw     r4,200(r1)
	std     r3,208(r1)
	stw     r4,216(r1)
	std     r3,224(r1)
	stw     r4,232(r1)
	b       .L55
.L54:
	ld      r3,0(r31)
	cmpld   r3,r28
	bne     .L55
	lwz     r3,8(r31)
	addi    r3,r3,1
	stb     r17,279(r1)
	stw     r3,8(r31)
	clrlwi  r3,r3,30
	cntlzw  r3,r3
	srwi    r3,r3,5
	xori    r3,r3,1
	stb     r3,280(r1)
.L55:
	rlwinm  r3,r23,0,27,27
	or.     r3,r12,r3
	bne     .L69
	mr      r3,r26
	mr      r4,r9
	std     r11,160(r1)
	mr      r15,r7
	mr      r29,r6
	mr      r25,r10
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	lwz     r3,148(r1)
	crmove  4*cr5+lt,gt
	andi.   r3,r3,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L67
	ld      r11,160(r1)
	mr      r10,r25
	li      r5,2
	mr      r6,r29
	mr      r7,r15
	std     r26,248(r1)
	b       .L68
.L56:
	ld      r12,192(r1)
.L57:
	lwz     r3,216(r1)
	mr      r10,r25
	li      r5,2
	cmplw   r3,r19
	ld      r11,160(r1)
	ld      r6,152(r1)
	lwz     r7,148(r1)
	bne     .L58
	mr      r3,r9
	std     r8,208(r1)
	stw     r9,216(r1)
.L58:
	lbz     r4,277(r1)
	andi.   r4,r4,1
	std     r8,224(r1)
	stw     r9,232(r1)
	stb     r16,277(r1)
	ble     .L59
	std     r8,208(r1)
	mr      r3,r9
	stw     r9,216(r1)
.L59:
	cmplwi  r15,7
	ble     .L61
	lbz     r4,280(r1)
	andi.   r4,r4,1
	bgt     .L60
	ld      r4,208(r1)
	clrldi  r5,r3,32
	addi    r3,r1,288
	mr      r15,r9
	std     r8,136(r1)
	std     r12,128(r1)
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	ld      r11,160(r1)
	clrldi  r4,r4,32
	mr      r9,r15
	mr      r10,r25
	mulld   r5,r3,r11
	ld      r12,128(r1)
	mulhdu  r3,r3,r11
	ld      r8,136(r1)
	addc    r4,r5,r4
	lwz     r7,148(r1)
	addze.  r3,r3
	cmpldi  cr1,r4,2000
	ld      r6,152(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	li      r5,2
	blt     cr5,.L61
.L60:
	lbz     r3,276(r1)
	lbz     r4,279(r1)
	or      r3,r3,r4
	andi.   r3,r3,1
	bgt     .L63
	ld      r3,240(r1)
	std     r3,0(r31)
	stw     r16,8(r31)
	b       .L63
.L61:
	blt     cr2,.L62
	clrldi  r5,r29,32
	addi    r3,r1,288
	mr      r4,r12
	mr      r15,r8
	mr      r29,r9
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	ld      r11,160(r1)
	clrldi  r4,r4,32
	mr      r9,r29
	mr      r8,r15
	mr      r10,r25
	lwz     r7,148(r1)
	mulld   r5,r3,r11
	mulhdu  r3,r3,r11
	ld      r6,152(r1)
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	li      r5,2
	blt     cr5,.L52
.L62:
	ld      r3,0(r24)
	clrldi  r6,r9,32
	mr      r5,r8
	lwz     r4,8(r24)
	bl      <hintlock::spin::policy::may_yield>
	nop
	lwz     r7,148(r1)
	cmpldi  r3,0
	li      r5,2
	mr      r10,r25
	ld      r6,152(r1)
	ld      r11,160(r1)
	beq     .L63
	stw     r17,184(r1)
	b       .L52
.L63:
	bge     cr3,.L64
	mr      r2,r2
.L64:
	beq     cr2,.L80
	std     r23,160(r1)
	mr      r23,r20
	mr      r20,r26
	mr      r26,r27
	mr      r27,r24
	mr      r24,r14
	mr      r14,r7
	mr      r29,r6
	mr      r15,r11
	mr      r25,r10
	bl      <<std::time::Instant>::now>
	nop
	ld      r5,168(r1)
	cmpd    r3,r5
	bne     .L65
	cmplw   r4,r30
.L65:
	mr      r7,r14
	mr      r14,r24
	mr      r24,r27
	mr      r27,r26
	mr      r26,r20
	mr      r20,r23
	ld      r23,160(r1)
	mr      r10,r25
	mr      r11,r15
	li      r5,2
	mr      r6,r29
	blt     .L80
	li      r3,0
	bns     cr2,.L91
	rlwinm  r4,r23,0,31,29
	addi    r4,r4,-32
	and     r4,r4,r7
.L66:
	lwarx   r25,0,r28
	cmplw   r25,r23
	bne-    .L77
	stwcx.  r4,0,r28
	crset   4*cr5+lt
	bne-    .L66
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L12
	b       .L91
.L67:
	ld      r11,160(r1)
	mr      r10,r25
	li      r5,2
	mr      r6,r29
	mr      r7,r15
	bge     cr5,.L69
.L68:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L68
.L69:
	lwz     r3,184(r1)
	cmplwi  r3,0
	beq     .L70
	cmplwi  r3,2
	bne     .L71
	li      r3,0
	li      r4,20000
	mr      r25,r10
	mr      r15,r27
	mr      r27,r11
	mr      r29,r6
	mr      r23,r20
	mr      r20,r24
	mr      r24,r14
	mr      r14,r7
	bl      <std::thread::functions::sleep>
	nop
	mr      r7,r14
	mr      r14,r24
	mr      r24,r20
	mr      r20,r23
	mr      r6,r29
	li      r5,2
	mr      r11,r27
	mr      r27,r15
	mr      r10,r25
	b       .L73
.L70:
	lwz     r3,268(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,268(r1)
	b       .L73
.L71:
	std     r6,152(r1)
	mr      r29,r7
	mr      r15,r11
	mr      r25,r10
	bl      <std::thread::functions::yield_now>
	nop
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,232(r1)
	cmplw   r5,r19
	bne     .L72
	stb     r16,281(r1)
	mr      r10,r25
	mr      r11,r15
	li      r5,2
	mr      r7,r29
	ld      r6,152(r1)
	b       .L73
.L72:
	mr      r23,r3
	ld      r3,224(r1)
	clrldi  r6,r4,32
	std     r4,160(r1)
	mr      r4,r5
	mr      r5,r23
	bl      <hintlock::spin::policy::ran_others>
	nop
	cmpldi  r3,0
	ld      r6,152(r1)
	mr      r10,r25
	mr      r11,r15
	li      r5,2
	stb     r3,281(r1)
	mr      r7,r29
	beq     .L73
	ld      r3,160(r1)
	std     r23,0(r24)
	stw     r3,8(r24)
.L73:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L75
.L74:
	lwz     r25,0(r28)
	crset   4*cr3+lt
	b       .L12
.L75:
	addi    r3,r1,184
	mr      r25,r10
	mr      r15,r27
	mr      r27,r11
	mr      r29,r6
	mr      r23,r20
	mr      r20,r24
	mr      r24,r14
	mr      r14,r7
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	mr      r7,r14
	mr      r14,r24
	mr      r24,r20
	mr      r20,r23
	mr      r6,r29
	li      r5,2
	mr      r11,r27
	mr      r27,r15
	mr      r10,r25
	b       .L74
.L76:
	std     r10,136(r1)
	mr      r15,r7
	mr      r25,r9
	mr      r29,r12
	std     r11,160(r1)
	std     r6,152(r1)
	bl      <hintlock::spin::policy::now_ns>
	nop
	mr      r5,r3
	mr      r3,r26
	mr      r4,r25
	bl      <hintlock::spin::policy::drop_stale_far>
	nop
	ld      r6,152(r1)
	mr      r12,r29
	mr      r7,r15
	li      r5,2
	mr      r9,r3
	ld      r11,160(r1)
	ld      r10,136(r1)
	b       .L53
.L77:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L12
.L78:
	li      r21,-17
	li      r22,-31
	bgt     cr2,.L9
.L79:
	li      r22,-23
	li      r3,-19
	li      r7,-27
	ble     cr2,.L10
	b       .L11
.L80:
	rlwinm  r29,r23,0,31,29
	bso     cr2,.L81
	addi    r29,r29,32
.L81:
	srwi    r3,r23,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+gt,4*cr5+lt,4*cr3+eq
	crclr   4*cr5+lt
	bgt     cr5,.L83
	ld      r3,120(r1)
	mr      r15,r6
	mr      r18,r11
	mr      r25,r10
	srwi    r21,r23,5
	std     r3,288(r1)
	ld      r3,176(r1)
	stw     r3,296(r1)
	addi    r3,r1,288
	bl      <<std::time::Instant>::elapsed>
	nop
	mr      r22,r3
	mr      r3,r21
	std     r4,160(r1)
	bl      <hintlock::spin::policy::fair_after>
	nop
	cmpld   r22,r3
	bne     .L82
	ld      r3,160(r1)
	cmplw   r3,r4
.L82:
	crnot   4*cr5+lt,lt
	mr      r10,r25
	mr      r11,r18
	li      r5,2
	mr      r6,r15
	bge     cr5,.L83
	ori     r29,r29,8
.L83:
	cmplw   r29,r23
	beq     .L85
.L84:
	lwarx   r25,0,r28
	cmplw   r25,r23
	bne-    .L86
	stwcx.  r29,0,r28
	crset   4*cr5+gt
	bne-    .L84
	ble     cr5,.L8
.L85:
	andi.   r3,r29,4
	cror    4*cr2+gt,4*cr2+gt,4*cr5+lt
	mr      r25,r29
	crset   4*cr2+so
	bne     .L8
	b       .L87
.L86:
	b       .L8
.L87:
	mr      r21,r6
	mr      r22,r11
	mr      r25,r10
	bne     cr3,.L88
	bl      <<std::time::Instant>::now>
	nop
	std     r3,120(r1)
	std     r4,176(r1)
.L88:
	li      r8,2
	bgt     cr2,.L89
	li      r8,1
.L89:
	ld      r5,168(r1)
	clrldi  r4,r29,32
	mr      r3,r28
	mr      r6,r21
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	stw     r16,184(r1)
	mr      r6,r21
	mr      r10,r25
	crset   4*cr2+so
	mr      r11,r22
	li      r5,2
	stw     r19,200(r1)
	stw     r19,216(r1)
	stw     r19,232(r1)
	std     r16,0(r25)
	std     r16,8(r25)
	std     r16,16(r25)
	std     r16,24(r25)
	std     r16,32(r25)
	sth     r16,40(r25)
	lwz     r25,0(r28)
	b       .L7
.L90:
	li      r3,1
	bge     cr3,.L91
	mr      r2,r2
.L91:
	ld      r31,440(r1)
	ld      r30,432(r1)
	ld      r29,424(r1)
	ld      r28,416(r1)
	ld      r27,408(r1)
	ld      r26,400(r1)
	ld      r25,392(r1)
	ld      r24,384(r1)
	ld      r23,376(r1)
	ld      r22,368(r1)
	ld      r21,360(r1)
	ld      r20,352(r1)
	ld      r19,344(r1)
	ld      r18,336(r1)
	ld      r17,328(r1)
	ld      r16,320(r1)
	ld      r15,312(r1)
	ld      r14,304(r1)
	addi    r1,r1,448
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	mflr    r0
	stdu    r1,-144(r1)
	std     r0,160(r1)
	andi.   r5,r4,16
	std     r29,120(r1)
	std     r30,128(r1)
	bne     .L5
	andi.   r5,r4,8
	li      r6,2
	bne     .L3
	nop
	nop
.L0:
	andi.   r5,r4,10
	cmplwi  cr1,r4,32
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
	bl      <hintlock::futex::linux::wake>
	nop
.L4:
	ld      r30,128(r1)
	ld      r29,120(r1)
	addi    r1,r1,144
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	mr      r30,r3
	mr      r29,r4
	bl      <hintlock::spin::policy::released>
	nop
	mr      r4,r29
	mr      r3,r30
	andi.   r5,r4,8
	li      r6,2
	beq     .L0
	b       .L3

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	nop
.L0:
	srwi    r5,r4,3
	cmplwi  cr1,r4,32
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
	bl      <hintlock::futex::linux::wake>
	nop
	addi    r1,r1,112
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
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
