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
	stdu    r1,-432(r1)
	std     r0,448(r1)
	std     r28,400(r1)
	mr      r28,r3
	lis     r3,15258
	ori     r3,r3,51712
	std     r29,408(r1)
	li      r29,0
	std     r14,288(r1)
	std     r15,296(r1)
	std     r16,304(r1)
	std     r17,312(r1)
	std     r18,320(r1)
	std     r19,328(r1)
	std     r20,336(r1)
	std     r21,344(r1)
	std     r22,352(r1)
	std     r23,360(r1)
	std     r24,368(r1)
	std     r25,376(r1)
	std     r26,384(r1)
	std     r27,392(r1)
	std     r30,416(r1)
	mr      r30,r5
	std     r31,424(r1)
	std     r4,160(r1)
	lis     r4,-25033
	ori     r4,r4,31161
	rldic   r4,r4,32,0
	stw     r29,168(r1)
	oris    r4,r4,32586
	ori     r26,r4,31765
	std     r29,224(r1)
	std     r29,232(r1)
	std     r29,240(r1)
	std     r29,248(r1)
	std     r29,256(r1)
	stb     r29,264(r1)
	stw     r3,184(r1)
	stw     r3,200(r1)
	stw     r3,216(r1)
	nop
	lwz     r20,0(r28)
	nop
	addi    r3,r13,-28632
	srwi    r6,r20,4
	ld      r5,0(r3)
	andi.   r6,r6,1
	cmpd    cr1,r5,r28
	ld      r25,8(r3)
	lis     r5,15258
	crand   4*cr5+lt,gt,4*cr1+eq
	ori     r21,r5,51712
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
	subfc   r4,r25,r27
	li      r3,0
	addze.  r5,r3
	beq     .L3
	mr      r3,r4
.L3:
	bl      <hintlock::spin::policy::less_clock_read>
	nop
	nop
	mulld   r4,r28,r26
	cmpldi  r3,60
	addi    r5,r2,-29888
	rotldi  r6,r4,6
	rldic   r6,r6,6,52
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
	mulld   r3,r28,r26
	srdi    r4,r3,58
.L6:
	sldi    r3,r4,6
	nop
	nop
	nop
	cmpw    cr2,r30,r21
	nop
	addi    r6,r2,-29888
	nop
	crclr   4*cr2+so
	lis     r5,15258
	lis     r8,-25033
	addi    r9,r1,224
	addi    r27,r1,168
	crclr   4*cr2+gt
	li      r19,1
	li      r18,0
	ori     r16,r5,51712
	addi    r15,r13,-28616
	add     r26,r6,r3
	addi    r14,r13,-28640
	ori     r31,r8,31161
	clrldi  r7,r30,32
	mr      r23,r21
.L7:
	cmpw    cr3,r23,r21
.L8:
	li      r24,-25
	ble     cr2,.L91
	li      r17,-31
	ble     cr2,.L92
.L9:
	li      r3,-19
	li      r22,-27
	bgt     cr2,.L11
.L10:
	li      r22,-19
.L11:
	and     r29,r24,r3
	mr      r25,r20
.L12:
	crclr   4*cr3+lt
.L13:
	ble     cr2,.L31
.L14:
	andi.   r3,r25,1
	bgt     .L28
	bns     cr2,.L21
	nop
	nop
	nop
	nop
	nop
.L15:
	lbz     r3,263(r1)
	andi.   r3,r3,1
	stb     r19,261(r1)
	stw     r18,256(r1)
	stb     r18,263(r1)
	ble     .L16
	std     r18,0(r15)
	stw     r18,8(r15)
.L16:
	addi    r3,r25,-31
	and     r3,r3,r29
.L17:
	lwarx   r20,0,r28,1
	cmpw    r20,r25
	bne-    .L18
	stwcx.  r3,0,r28
	bne-    .L17
	isync
.L18:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L20
	cmpw    r20,r25
	beq     .L96
.L19:
	andi.   r3,r20,1
	mr      r25,r20
	ble     .L15
	b       .L27
.L20:
	mr      r3,r27
	std     r9,136(r1)
	std     r7,144(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r7,144(r1)
	ld      r9,136(r1)
	cmpw    r20,r25
	bne     .L19
	b       .L96
	nop
	nop
	nop
	nop
	nop
.L21:
	lbz     r3,263(r1)
	andi.   r3,r3,1
	stb     r19,261(r1)
	stw     r18,256(r1)
	stb     r18,263(r1)
	ble     .L22
	std     r18,0(r15)
	stw     r18,8(r15)
.L22:
	ori     r3,r25,1
	and     r3,r3,r24
.L23:
	lwarx   r20,0,r28,1
	cmpw    r20,r25
	bne-    .L24
	stwcx.  r3,0,r28
	bne-    .L23
	isync
.L24:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L26
	cmpw    r20,r25
	beq     .L96
.L25:
	andi.   r3,r20,1
	mr      r25,r20
	ble     .L21
	b       .L27
.L26:
	addi    r3,r1,168
	std     r9,136(r1)
	std     r7,144(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r7,144(r1)
	ld      r9,136(r1)
	cmpw    r20,r25
	bne     .L25
	b       .L96
	nop
.L27:
	mr      r25,r20
	stb     r19,262(r1)
.L28:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L48
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r17
.L29:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L30
	stwcx.  r3,0,r28
	bne-    .L29
	isync
.L30:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L14
	b       .L96
.L31:
	andi.   r3,r25,1
	bgt     .L45
	bns     cr2,.L38
	nop
	nop
	nop
	nop
	nop
.L32:
	andi.   r3,r25,8
	bne     .L45
	lbz     r3,263(r1)
	andi.   r3,r3,1
	stb     r19,261(r1)
	stw     r18,256(r1)
	stb     r18,263(r1)
	ble     .L33
	std     r18,0(r15)
	stw     r18,8(r15)
.L33:
	addi    r3,r25,-31
	and     r3,r3,r29
.L34:
	lwarx   r20,0,r28,1
	cmpw    r20,r25
	bne-    .L35
	stwcx.  r3,0,r28
	bne-    .L34
	isync
.L35:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L37
	cmpw    r20,r25
	beq     .L96
.L36:
	andi.   r3,r20,1
	mr      r25,r20
	ble     .L32
	b       .L44
.L37:
	addi    r3,r1,168
	std     r9,136(r1)
	std     r7,144(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r7,144(r1)
	ld      r9,136(r1)
	cmpw    r20,r25
	bne     .L36
	b       .L96
	nop
	nop
	nop
.L38:
	andi.   r3,r25,8
	bne     .L45
	lbz     r3,263(r1)
	andi.   r3,r3,1
	stb     r19,261(r1)
	stw     r18,256(r1)
	stb     r18,263(r1)
	ble     .L39
	std     r18,0(r15)
	stw     r18,8(r15)
.L39:
	ori     r3,r25,1
	and     r3,r3,r24
.L40:
	lwarx   r20,0,r28,1
	cmpw    r20,r25
	bne-    .L41
	stwcx.  r3,0,r28
	bne-    .L40
	isync
.L41:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L43
	cmpw    r20,r25
	beq     .L96
.L42:
	andi.   r3,r20,1
	mr      r25,r20
	ble     .L38
	b       .L44
.L43:
	addi    r3,r1,168
	std     r9,136(r1)
	std     r7,144(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r7,144(r1)
	ld      r9,136(r1)
	cmpw    r20,r25
	bne     .L42
	b       .L96
.L44:
	mr      r25,r20
	stb     r19,262(r1)
	nop
.L45:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L48
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r17
.L46:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L47
	stwcx.  r3,0,r28
	bne-    .L46
	isync
.L47:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L31
	b       .L96
.L48:
	stw     r25,156(r1)
	lwz     r25,248(r1)
	cmplwi  r25,0
	bne     .L49
	mr      r20,r9
	std     r30,144(r1)
	mr      r30,r23
	mr      r23,r22
	mr      r22,r14
	mr      r14,r16
	mr      r16,r31
	mr      r31,r27
	mr      r27,r7
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	mr      r7,r27
	mr      r27,r31
	mr      r31,r16
	mr      r16,r14
	mr      r14,r22
	mr      r22,r23
	mr      r23,r30
	ld      r30,144(r1)
	cmpldi  r3,0
	mr      r9,r20
	beq     .L63
.L49:
	lwz     r3,256(r1)
	li      r20,-1
	addi    r4,r3,1
	addi    r3,r25,1
	stw     r3,248(r1)
	cmplwi  r4,0
	beq     .L50
	mr      r20,r4
.L50:
	lbz     r4,262(r1)
	lwz     r25,168(r1)
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	cmpwi   r25,0
	stw     r20,256(r1)
	crandc  4*cr5+lt,eq,4*cr2+lt
	andi.   r3,r3,3
	crandc  4*cr5+lt,4*cr5+lt,eq
	blt     cr5,.L69
	std     r7,144(r1)
	std     r9,136(r1)
	bl      <<std::time::Instant>::now>
	nop
	lwz     r11,184(r1)
	cmplw   r11,r21
	std     r3,272(r1)
	stw     r4,280(r1)
	bne     .L51
	mr      r11,r4
	mr      r12,r3
	std     r3,176(r1)
	stw     r4,184(r1)
	b       .L52
.L51:
	ld      r12,176(r1)
.L52:
	lwz     r5,200(r1)
	li      r10,2
	cmplw   r5,r21
	ld      r9,136(r1)
	bne     .L53
	mr      r5,r4
	std     r3,192(r1)
	stw     r4,200(r1)
.L53:
	lwz     r6,216(r1)
	mr      r7,r4
	ld      r8,208(r1)
	cmplw   r6,r21
	std     r3,208(r1)
	stw     r4,216(r1)
	bne     .L57
	mr      r6,r3
	bne     .L58
.L54:
	lbz     r8,261(r1)
	andi.   r8,r8,1
	stb     r18,261(r1)
	bgt     .L59
.L55:
	cmplwi  r25,0
	beq     .L60
.L56:
	cmplwi  r25,1
	bne     .L62
	clrldi  r5,r7,32
	addi    r3,r1,272
	mr      r4,r6
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r16
	clrldi  r4,r4,32
	ld      r9,136(r1)
	mulhdu  r3,r3,r16
	ld      r7,144(r1)
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r3,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r4,999
	blt     cr5,.L63
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L63
	rldic   r3,r19,33,30
	ori     r3,r3,1
	std     r3,168(r1)
	b       .L69
.L57:
	mr      r7,r6
	mr      r6,r3
	beq     .L54
.L58:
	mr      r6,r8
	lbz     r8,261(r1)
	andi.   r8,r8,1
	stb     r18,261(r1)
	ble     .L55
.L59:
	std     r3,192(r1)
	mr      r5,r4
	stw     r4,200(r1)
	cmplwi  r25,0
	bne     .L56
.L60:
	cmplwi  r20,7
	ble     .L67
	lbz     r3,264(r1)
	andi.   r3,r3,1
	bgt     .L61
	ld      r4,192(r1)
	clrldi  r5,r5,32
	addi    r3,r1,272
	mr      r25,r11
	mr      r20,r12
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r16
	clrldi  r4,r4,32
	ld      r9,136(r1)
	mulhdu  r3,r3,r16
	addc    r4,r5,r4
	mr      r12,r20
	addze.  r3,r3
	cmpldi  cr1,r4,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	mr      r11,r25
	blt     cr5,.L67
.L61:
	lbz     r3,260(r1)
	lbz     r4,263(r1)
	or      r3,r3,r4
	ld      r7,144(r1)
	andi.   r3,r3,1
	bgt     .L63
	ld      r3,224(r1)
	std     r3,0(r15)
	stw     r18,8(r15)
	b       .L63
.L62:
	lwz     r3,172(r1)
	cmplwi  r3,3
	ld      r7,144(r1)
	bge     .L63
	addi    r3,r3,1
	stw     r10,168(r1)
	stw     r3,172(r1)
	b       .L69
.L63:
	bge     cr3,.L64
	mr      r2,r2
.L64:
	beq     cr2,.L84
	mr      r20,r7
	mr      r25,r9
	bl      <<std::time::Instant>::now>
	nop
	ld      r5,160(r1)
	cmpd    r3,r5
	bne     .L65
	cmplw   r4,r30
.L65:
	mr      r9,r25
	mr      r7,r20
	blt     .L84
	li      r3,0
	bns     cr2,.L97
	lwz     r5,156(r1)
	rlwinm  r4,r5,0,31,29
	addi    r4,r4,-32
	and     r4,r4,r22
.L66:
	lwarx   r25,0,r28
	cmplw   r25,r5
	bne-    .L83
	stwcx.  r4,0,r28
	crset   4*cr5+lt
	bne-    .L66
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L13
	b       .L97
.L67:
	ld      r7,144(r1)
	blt     cr2,.L68
	clrldi  r5,r11,32
	addi    r3,r1,272
	mr      r4,r12
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r16
	clrldi  r4,r4,32
	ld      r7,144(r1)
	mulhdu  r3,r3,r16
	ld      r9,136(r1)
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L69
.L68:
	stw     r19,168(r1)
.L69:
	blt     cr3,.L77
	mr      r1,r1
	ld      r8,0(r26)
	lwz     r3,0(r14)
	srdi    r5,r8,4
	addi    r25,r3,1
	andi.   r3,r8,17
	stw     r25,0(r14)
	cntlzd  r6,r3
	mullw   r4,r25,r31
	not     r6,r6
	rldicl  r6,r6,58,63
	stb     r6,260(r1)
	andi.   r6,r25,15
	mcrf    cr1,cr0
	andi.   r5,r5,1
	xor     r4,r4,r27
	crand   4*cr5+lt,gt,4*cr1+eq
	ori     r4,r4,1
	stw     r4,252(r1)
	blt     cr5,.L71
	cmpdi   r3,0
	crnot   4*cr5+lt,eq
	bge     cr5,.L72
.L70:
	mr      r20,r9
	stw     r25,136(r1)
	mr      r25,r8
	std     r30,144(r1)
	mr      r30,r6
	std     r23,128(r1)
	mr      r23,r22
	mr      r22,r14
	mr      r14,r16
	mr      r16,r31
	mr      r31,r27
	mr      r27,r7
	bl      <<std::time::Instant>::now>
	nop
	lbz     r5,260(r1)
	mr      r6,r30
	mr      r8,r25
	mr      r7,r27
	mr      r27,r31
	ld      r30,144(r1)
	mr      r31,r16
	mr      r16,r14
	mr      r14,r22
	mr      r22,r23
	ld      r23,128(r1)
	mr      r9,r20
	lwz     r25,136(r1)
	std     r3,176(r1)
	std     r3,192(r1)
	std     r3,208(r1)
	andi.   r3,r5,1
	stw     r4,184(r1)
	stw     r4,200(r1)
	stw     r4,216(r1)
	lwz     r4,156(r1)
	std     r28,224(r1)
	ble     .L73
	b       .L74
.L71:
	std     r9,136(r1)
	mr      r20,r8
	std     r7,144(r1)
	stw     r6,128(r1)
	bl      <hintlock::spin::policy::now_ns>
	nop
	mr      r5,r3
	mr      r3,r26
	mr      r4,r20
	bl      <hintlock::spin::policy::drop_stale_far>
	nop
	lwz     r6,128(r1)
	mr      r8,r3
	andi.   r3,r3,17
	addic   r4,r3,-1
	ld      r7,144(r1)
	subfe   r3,r4,r3
	ld      r9,136(r1)
	stb     r3,260(r1)
	bne     .L70
.L72:
	lwz     r4,156(r1)
	std     r28,224(r1)
.L73:
	ld      r3,0(r15)
	cmpld   r3,r28
	bne     .L74
	lwz     r3,8(r15)
	addi    r3,r3,1
	stb     r19,263(r1)
	stw     r3,8(r15)
	clrlwi  r3,r3,30
	cntlzw  r3,r3
	srwi    r3,r3,5
	xori    r3,r3,1
	stb     r3,264(r1)
.L74:
	rlwinm  r3,r4,0,27,27
	or.     r3,r6,r3
	bne     .L77
	mr      r3,r26
	mr      r4,r8
	std     r7,144(r1)
	mr      r20,r9
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r25,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L75
	ld      r7,144(r1)
	mr      r9,r20
	std     r26,232(r1)
	b       .L76
.L75:
	ld      r7,144(r1)
	mr      r9,r20
	bge     cr5,.L77
.L76:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L76
.L77:
	lwz     r3,168(r1)
	cmplwi  r3,0
	beq     .L78
	cmplwi  r3,2
	bne     .L79
	li      r3,0
	li      r4,20000
	mr      r25,r9
	mr      r20,r27
	mr      r27,r7
	bl      <std::thread::functions::sleep>
	nop
	mr      r7,r27
	mr      r27,r20
	mr      r9,r25
	b       .L80
.L78:
	lwz     r3,252(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,252(r1)
	b       .L80
.L79:
	mr      r20,r7
	mr      r25,r9
	bl      <std::thread::functions::yield_now>
	nop
	mr      r9,r25
	mr      r7,r20
.L80:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L82
.L81:
	lwz     r25,0(r28)
	crset   4*cr3+lt
	b       .L13
.L82:
	addi    r3,r1,168
	mr      r25,r9
	mr      r20,r27
	mr      r27,r7
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	mr      r7,r27
	mr      r27,r20
	mr      r9,r25
	b       .L81
.L83:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L13
.L84:
	lwz     r3,156(r1)
	rlwinm  r20,r3,0,31,29
	bso     cr2,.L85
	addi    r20,r20,32
.L85:
	lwz     r3,156(r1)
	crclr   4*cr1+gt
	srwi    r3,r3,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	blt     cr5,.L87
	ld      r3,120(r1)
	mr      r25,r9
	std     r3,272(r1)
	addi    r3,r1,272
	std     r7,144(r1)
	stw     r23,280(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L86
	ori     r20,r20,8
	crset   4*cr1+gt
	mr      r9,r25
	ld      r7,144(r1)
	b       .L87
.L86:
	srwi    r3,r4,5
	ld      r7,144(r1)
	mr      r9,r25
	cmplwi  cr1,r3,15624
	ble     cr1,.L87
	ori     r20,r20,8
.L87:
	lwz     r3,156(r1)
	cmplw   r20,r3
	beq     .L90
.L88:
	lwarx   r25,0,r28
	lwz     r3,156(r1)
	cmplw   r25,r3
	bne-    .L89
	stwcx.  r20,0,r28
	crset   4*cr5+lt
	bne-    .L88
	bge     cr5,.L12
	b       .L90
.L89:
	b       .L12
.L90:
	andi.   r3,r20,4
	cror    4*cr2+gt,4*cr2+gt,4*cr1+gt
	crset   4*cr2+so
	bne     .L8
	b       .L93
	nop
.L91:
	li      r24,-17
	li      r17,-31
	bgt     cr2,.L9
.L92:
	li      r17,-23
	li      r3,-19
	li      r22,-27
	ble     cr2,.L10
	b       .L11
.L93:
	mr      r24,r23
	mr      r25,r7
	mr      r29,r9
	bne     cr3,.L94
	bl      <<std::time::Instant>::now>
	nop
	std     r3,120(r1)
	mr      r24,r4
.L94:
	li      r8,2
	bgt     cr2,.L95
	li      r8,1
.L95:
	ld      r5,160(r1)
	clrldi  r4,r20,32
	mr      r3,r28
	mr      r6,r25
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	stw     r18,168(r1)
	mr      r7,r25
	mr      r9,r29
	crset   4*cr2+so
	mr      r23,r24
	stw     r21,184(r1)
	stw     r21,200(r1)
	stw     r21,216(r1)
	std     r18,0(r29)
	std     r18,8(r29)
	std     r18,16(r29)
	std     r18,24(r29)
	std     r18,32(r29)
	stb     r18,40(r29)
	lwz     r20,0(r28)
	b       .L7
.L96:
	li      r3,1
	bge     cr3,.L97
	mr      r2,r2
.L97:
	ld      r31,424(r1)
	ld      r30,416(r1)
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
