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
	stdu    r1,-416(r1)
	std     r0,432(r1)
	std     r14,272(r1)
	mr      r14,r4
	addi    r4,r1,184
	std     r28,384(r1)
	mr      r28,r3
	li      r3,63
	std     r29,392(r1)
	li      r29,0
	stdx    r29,r4,r3
	lis     r3,15258
	lis     r4,-25033
	ori     r3,r3,51712
	ori     r4,r4,31161
	std     r15,280(r1)
	rldic   r4,r4,32,0
	oris    r4,r4,32586
	std     r16,288(r1)
	std     r17,296(r1)
	std     r18,304(r1)
	std     r19,312(r1)
	std     r20,320(r1)
	std     r21,328(r1)
	std     r22,336(r1)
	std     r23,344(r1)
	std     r24,352(r1)
	std     r25,360(r1)
	ori     r25,r4,31765
	std     r26,368(r1)
	std     r27,376(r1)
	std     r30,400(r1)
	mr      r30,r5
	std     r31,408(r1)
	stw     r29,184(r1)
	std     r29,240(r1)
	stw     r3,200(r1)
	stw     r3,216(r1)
	stw     r3,232(r1)
	nop
	lwz     r31,0(r28)
	nop
	addi    r3,r13,-28632
	srwi    r6,r31,4
	ld      r5,0(r3)
	andi.   r6,r6,1
	cmpd    cr1,r5,r28
	ld      r26,8(r3)
	lis     r5,15258
	crand   4*cr5+lt,gt,4*cr1+eq
	ori     r22,r5,51712
	std     r29,0(r3)
	std     r29,8(r3)
	bge     cr5,.L7
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
	ld      r5,0(r3)
	cmpld   r29,r5
	bge     .L3
.L1:
	ldarx   r4,0,r3
	cmpld   r4,r29
	blt     .L2
	stdcx.  r29,0,r3
	bne-    .L1
.L2:
	mr      r5,r29
.L3:
	subfc   r6,r26,r27
	li      r4,0
	addze.  r3,r4
	li      r7,0
	mulld   r3,r28,r25
	beq     .L4
	mr      r7,r6
.L4:
	subfc   r6,r5,r7
	addze.  r5,r4
	rotldi  r5,r3,6
	beq     .L5
	mr      r4,r6
.L5:
	nop
	rldic   r5,r5,6,52
	cmpldi  r4,60
	addi    r6,r2,-29888
	add     r4,r6,r5
	ldx     r6,r6,r5
	li      r5,1
	blt     .L6
	andi.   r5,r6,2
	li      r5,2
	bne     .L6
	clrldi  r5,r6,63
	ori     r5,r5,2
.L6:
	rldimi  r5,r27,2,0
	srdi    r3,r3,58
	std     r5,0(r4)
	b       .L8
.L7:
	mulld   r3,r28,r25
	srdi    r3,r3,58
.L8:
	nop
	nop
	addi    r21,r1,184
	li      r20,1
	addi    r5,r2,-29888
	nop
	mr      r19,r21
	cmpw    cr2,r30,r22
	crclr   4*cr2+so
	sldi    r3,r3,6
	lis     r4,15258
	lis     r7,-25033
	rlwimi  r19,r20,0,31,31
	crclr   4*cr2+gt
	addi    r8,r1,240
	li      r17,1
	li      r16,0
	clrldi  r9,r30,32
	ori     r26,r4,51712
	ori     r4,r7,31161
	add     r10,r5,r3
	stw     r4,180(r1)
	addi    r25,r13,-28640
	li      r15,-26
	mr      r24,r22
.L9:
	cmpw    cr3,r24,r22
.L10:
	li      r23,-25
	ble     cr2,.L76
	li      r29,-31
	ble     cr2,.L77
.L11:
	li      r3,-19
	li      r11,-27
	bgt     cr2,.L13
.L12:
	li      r11,-19
.L13:
	and     r27,r23,r3
	mr      r4,r31
.L14:
	crclr   4*cr3+lt
.L15:
	ble     cr2,.L27
.L16:
	andi.   r3,r4,1
	bgt     .L24
	bns     cr2,.L20
	nop
	nop
	nop
.L17:
	stb     r17,253(r1)
	addi    r3,r4,-31
	and     r5,r3,r27
	stw     r16,248(r1)
.L18:
	lwarx   r3,0,r28,1
	cmpw    r3,r4
	bne-    .L19
	stwcx.  r5,0,r28
	bne-    .L18
	isync
.L19:
	cmplw   r3,r4
	beq     .L81
	andi.   r4,r3,1
	mr      r4,r3
	ble     .L17
	b       .L23
.L20:
	stb     r17,253(r1)
	ori     r3,r4,1
	and     r5,r3,r23
	stw     r16,248(r1)
.L21:
	lwarx   r3,0,r28,1
	cmpw    r3,r4
	bne-    .L22
	stwcx.  r5,0,r28
	bne-    .L21
	isync
.L22:
	cmplw   r3,r4
	beq     .L81
	andi.   r4,r3,1
	mr      r4,r3
	ble     .L20
.L23:
	mr      r4,r3
	stb     r17,254(r1)
.L24:
	srwi    r3,r4,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L38
	rlwinm  r3,r4,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r29
.L25:
	lwarx   r5,0,r28,1
	cmpw    r5,r4
	bne-    .L26
	stwcx.  r3,0,r28
	bne-    .L25
	isync
.L26:
	cmplw   r5,r4
	mr      r4,r5
	bne     .L16
	b       .L81
	nop
.L27:
	andi.   r3,r4,1
	bgt     .L35
	bns     cr2,.L31
	nop
.L28:
	andi.   r3,r4,8
	bne     .L35
	stb     r17,253(r1)
	addi    r3,r4,-31
	and     r5,r3,r27
	stw     r16,248(r1)
.L29:
	lwarx   r3,0,r28,1
	cmpw    r3,r4
	bne-    .L30
	stwcx.  r5,0,r28
	bne-    .L29
	isync
.L30:
	cmplw   r3,r4
	beq     .L81
	andi.   r4,r3,1
	mr      r4,r3
	ble     .L28
	b       .L34
	nop
	nop
	nop
	nop
	nop
	nop
.L31:
	andi.   r3,r4,8
	bne     .L35
	stb     r17,253(r1)
	and     r5,r4,r15
	rlwimi  r5,r20,0,31,31
	stw     r16,248(r1)
.L32:
	lwarx   r3,0,r28,1
	cmpw    r3,r4
	bne-    .L33
	stwcx.  r5,0,r28
	bne-    .L32
	isync
.L33:
	cmplw   r3,r4
	beq     .L81
	andi.   r4,r3,1
	mr      r4,r3
	ble     .L31
.L34:
	mr      r4,r3
	stb     r17,254(r1)
	nop
.L35:
	srwi    r3,r4,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L38
	rlwinm  r3,r4,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r29
.L36:
	lwarx   r5,0,r28,1
	cmpw    r5,r4
	bne-    .L37
	stwcx.  r3,0,r28
	bne-    .L36
	isync
.L37:
	cmplw   r5,r4
	mr      r4,r5
	bne     .L27
	b       .L81
.L38:
	std     r14,152(r1)
	mr      r18,r4
	lwz     r14,240(r1)
	cmplwi  r14,0
	std     r9,160(r1)
	std     r10,168(r1)
	bne     .L39
	mr      r31,r8
	std     r24,144(r1)
	mr      r24,r11
	std     r21,136(r1)
	mr      r21,r18
	mr      r18,r26
	mr      r26,r10
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	mr      r11,r24
	mr      r10,r26
	ld      r24,144(r1)
	mr      r26,r18
	mr      r18,r21
	ld      r21,136(r1)
	cmpldi  r3,0
	mr      r8,r31
	beq     .L63
.L39:
	lwz     r3,248(r1)
	li      r31,-1
	addi    r4,r3,1
	addi    r3,r14,1
	stw     r3,240(r1)
	cmplwi  r4,0
	beq     .L40
	mr      r31,r4
.L40:
	lbz     r4,254(r1)
	clrlwi  r3,r3,30
	lwz     r14,184(r1)
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	cmpwi   r14,0
	stw     r31,248(r1)
	crandc  4*cr5+lt,eq,4*cr2+lt
	bge     cr5,.L44
	cmpwi   r3,1
	beq     .L44
.L41:
	blt     cr3,.L43
	mr      r1,r1
	ld      r4,0(r10)
	lwz     r3,0(r25)
	clrlwi  r6,r4,31
	addi    r3,r3,1
	lwz     r5,180(r1)
	clrlwi  r7,r3,28
	rlwimi  r7,r18,0,27,27
	mullw   r5,r3,r5
	stw     r3,0(r25)
	cmplwi  r7,0
	stb     r6,252(r1)
	xor     r3,r5,r21
	ori     r3,r3,1
	stw     r3,244(r1)
	bne     .L43
	mr      r3,r10
	mr      r14,r8
	std     r24,144(r1)
	mr      r18,r26
	mr      r26,r10
	mr      r31,r11
	bl      <hintlock::spin::policy::wants_sample>
	nop
	ld      r24,144(r1)
	andi.   r3,r3,1
	mr      r11,r31
	mr      r10,r26
	mr      r26,r18
	mr      r8,r14
	ble     .L43
.L42:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L42
.L43:
	lwz     r3,184(r1)
	cmplwi  r3,0
	beq     .L45
	cmplwi  r3,2
	ld      r14,152(r1)
	bne     .L48
	li      r3,0
	li      r4,20000
	mr      r31,r8
	mr      r18,r11
	bl      <std::thread::functions::sleep>
	nop
	mr      r11,r18
	ld      r10,168(r1)
	mr      r8,r31
	b       .L47
.L44:
	stw     r11,144(r1)
	std     r8,136(r1)
	bl      <<std::time::Instant>::now>
	nop
	lwz     r12,200(r1)
	cmplw   r12,r22
	std     r3,256(r1)
	stw     r4,264(r1)
	bne     .L50
	mr      r12,r4
	mr      r0,r3
	std     r3,192(r1)
	stw     r4,200(r1)
	b       .L51
.L45:
	lwz     r4,244(r1)
	mr      r3,r19
	cmplwi  r4,0
	ld      r14,152(r1)
	beq     .L46
	mr      r3,r4
.L46:
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,244(r1)
.L47:
	ld      r9,160(r1)
	b       .L49
.L48:
	stw     r11,144(r1)
	mr      r31,r8
	bl      <std::thread::functions::yield_now>
	nop
	mr      r8,r31
	ld      r9,160(r1)
	ld      r10,168(r1)
	lwz     r11,144(r1)
.L49:
	lwz     r4,0(r28)
	crset   4*cr3+lt
	b       .L15
.L50:
	ld      r0,192(r1)
.L51:
	lwz     r5,216(r1)
	li      r9,2
	cmplw   r5,r22
	ld      r10,168(r1)
	lwz     r11,144(r1)
	bne     .L52
	mr      r5,r4
	std     r3,208(r1)
	stw     r4,216(r1)
.L52:
	lwz     r6,232(r1)
	mr      r7,r4
	ld      r8,224(r1)
	cmplw   r6,r22
	std     r3,224(r1)
	stw     r4,232(r1)
	bne     .L56
	mr      r6,r3
	bne     .L57
.L53:
	lbz     r8,253(r1)
	andi.   r8,r8,1
	stb     r16,253(r1)
	bgt     .L58
.L54:
	cmplwi  r14,0
	ld      r8,136(r1)
	beq     .L59
.L55:
	cmplwi  r14,1
	bne     .L62
	clrldi  r5,r7,32
	addi    r3,r1,256
	mr      r4,r6
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r26
	clrldi  r4,r4,32
	lwz     r11,144(r1)
	mulhdu  r3,r3,r26
	ld      r10,168(r1)
	ld      r8,136(r1)
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r3,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r4,999
	blt     cr5,.L63
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L63
	rldic   r3,r17,33,30
	ori     r3,r3,1
	std     r3,184(r1)
	b       .L41
.L56:
	mr      r7,r6
	mr      r6,r3
	beq     .L53
.L57:
	mr      r6,r8
	lbz     r8,253(r1)
	andi.   r8,r8,1
	stb     r16,253(r1)
	ble     .L54
.L58:
	std     r3,208(r1)
	mr      r5,r4
	stw     r4,216(r1)
	cmplwi  r14,0
	ld      r8,136(r1)
	bne     .L55
.L59:
	cmplwi  r31,7
	ble     .L60
	ld      r4,208(r1)
	clrldi  r5,r5,32
	addi    r3,r1,256
	mr      r14,r12
	mr      r31,r0
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r26
	clrldi  r4,r4,32
	lwz     r11,144(r1)
	mulhdu  r3,r3,r26
	ld      r10,168(r1)
	ld      r8,136(r1)
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r3,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r4,1999
	blt     cr5,.L63
	crand   4*cr5+lt,4*cr1+eq,gt
	mr      r0,r31
	mr      r12,r14
	blt     cr5,.L63
.L60:
	blt     cr2,.L61
	clrldi  r5,r12,32
	addi    r3,r1,256
	mr      r4,r0
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r26
	clrldi  r4,r4,32
	lwz     r11,144(r1)
	mulhdu  r3,r3,r26
	ld      r10,168(r1)
	ld      r8,136(r1)
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L41
.L61:
	stw     r17,184(r1)
	b       .L41
.L62:
	lwz     r3,188(r1)
	cmplwi  r3,3
	bge     .L63
	addi    r3,r3,1
	stw     r9,184(r1)
	stw     r3,188(r1)
	b       .L41
.L63:
	std     r25,128(r1)
	bge     cr3,.L64
	mr      r2,r2
.L64:
	ld      r14,152(r1)
	ld      r9,160(r1)
	beq     cr2,.L68
	stw     r18,144(r1)
	mr      r18,r11
	mr      r25,r26
	mr      r26,r9
	mr      r31,r8
	bl      <<std::time::Instant>::now>
	nop
	cmpd    r3,r14
	bne     .L65
	cmplw   r4,r30
.L65:
	ld      r10,168(r1)
	mr      r11,r18
	mr      r8,r31
	mr      r9,r26
	mr      r26,r25
	lwz     r18,144(r1)
	blt     .L68
	li      r3,0
	bns     cr2,.L82
	rlwinm  r4,r18,0,31,29
	ld      r25,128(r1)
	addi    r4,r4,-32
	and     r5,r4,r11
.L66:
	lwarx   r4,0,r28
	cmplw   r4,r18
	bne-    .L67
	stwcx.  r5,0,r28
	crset   4*cr5+lt
	bne-    .L66
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L15
	b       .L82
.L67:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L15
.L68:
	rlwinm  r31,r18,0,31,29
	bso     cr2,.L69
	addi    r31,r31,32
.L69:
	srwi    r3,r18,3
	ld      r4,120(r1)
	crclr   4*cr1+gt
	andi.   r3,r3,1
	ld      r25,128(r1)
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	blt     cr5,.L72
	addi    r3,r1,256
	stw     r11,144(r1)
	std     r9,160(r1)
	std     r8,136(r1)
	std     r4,256(r1)
	stw     r24,264(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L70
	ori     r31,r31,8
	crset   4*cr1+gt
	ld      r8,136(r1)
	ld      r9,160(r1)
	ld      r10,168(r1)
	lwz     r11,144(r1)
	b       .L72
.L70:
	srwi    r3,r4,5
	ld      r8,136(r1)
	cmplwi  cr1,r3,15624
	ld      r9,160(r1)
	lwz     r11,144(r1)
	ble     cr1,.L71
	ori     r31,r31,8
.L71:
	ld      r10,168(r1)
.L72:
	cmplw   r31,r18
	beq     .L75
.L73:
	lwarx   r4,0,r28
	cmplw   r4,r18
	bne-    .L74
	stwcx.  r31,0,r28
	crset   4*cr5+lt
	bne-    .L73
	bge     cr5,.L14
	b       .L75
.L74:
	b       .L14
.L75:
	andi.   r3,r31,4
	cror    4*cr2+gt,4*cr2+gt,4*cr1+gt
	crset   4*cr2+so
	bne     .L10
	b       .L78
.L76:
	li      r23,-17
	li      r29,-31
	bgt     cr2,.L11
.L77:
	li      r29,-23
	li      r3,-19
	li      r11,-27
	ble     cr2,.L12
	b       .L13
.L78:
	mr      r23,r10
	mr      r27,r9
	mr      r29,r8
	bne     cr3,.L79
	bl      <<std::time::Instant>::now>
	nop
	std     r3,120(r1)
	mr      r24,r4
.L79:
	li      r8,2
	bgt     cr2,.L80
	li      r8,1
.L80:
	clrldi  r4,r31,32
	mr      r3,r28
	mr      r5,r14
	mr      r6,r27
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	li      r3,7
	stw     r16,184(r1)
	mr      r9,r27
	crset   4*cr2+so
	mr      r8,r29
	mr      r10,r23
	stw     r22,200(r1)
	stw     r22,216(r1)
	stw     r22,232(r1)
	stdx    r16,r29,r3
	std     r16,0(r29)
	lwz     r31,0(r28)
	ld      r25,128(r1)
	b       .L9
.L81:
	li      r3,1
	bge     cr3,.L82
	mr      r2,r2
.L82:
	ld      r31,408(r1)
	ld      r30,400(r1)
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
