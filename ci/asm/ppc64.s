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
	stdu    r1,-400(r1)
	std     r0,416(r1)
	std     r26,352(r1)
	li      r26,0
	std     r28,368(r1)
	mr      r28,r3
	li      r3,79
	std     r4,144(r1)
	addi    r4,r1,152
	stdx    r26,r4,r3
	lis     r3,15258
	lis     r4,-25033
	ori     r3,r3,51712
	ori     r4,r4,31161
	std     r14,256(r1)
	rldic   r4,r4,32,0
	oris    r4,r4,32586
	std     r15,264(r1)
	std     r16,272(r1)
	std     r17,280(r1)
	std     r18,288(r1)
	std     r19,296(r1)
	std     r20,304(r1)
	std     r21,312(r1)
	std     r22,320(r1)
	std     r23,328(r1)
	std     r24,336(r1)
	std     r25,344(r1)
	ori     r25,r4,31765
	std     r27,360(r1)
	std     r29,376(r1)
	std     r30,384(r1)
	mr      r30,r5
	std     r31,392(r1)
	stw     r26,152(r1)
	std     r26,208(r1)
	std     r26,216(r1)
	std     r26,224(r1)
	stw     r3,168(r1)
	stw     r3,184(r1)
	stw     r3,200(r1)
	nop
	lwz     r29,0(r28)
	nop
	addi    r3,r13,-28632
	srwi    r6,r29,4
	ld      r5,0(r3)
	andi.   r6,r6,1
	cmpd    cr1,r5,r28
	ld      r24,8(r3)
	lis     r5,15258
	crand   4*cr5+lt,gt,4*cr1+eq
	ori     r21,r5,51712
	std     r26,0(r3)
	std     r26,8(r3)
	bge     cr5,.L5
	bl      <hintlock::spin::policy::now_ns>
	nop
	mr      r27,r3
	bl      <hintlock::spin::policy::now_ns>
	nop
	subfc   r3,r27,r3
	addze.  r4,r26
	beq     .L0
	mr      r26,r3
.L0:
	nop
	addi    r3,r2,-32496
	ld      r4,0(r3)
	cmpld   r26,r4
	bge     .L2
.L1:
	ldarx   r4,0,r3
	cmpld   r4,r26
	blt     .L2
	stdcx.  r26,0,r3
	bne-    .L1
.L2:
	subfc   r4,r24,r27
	li      r3,0
	addze.  r5,r3
	beq     .L3
	mr      r3,r4
.L3:
	bl      <hintlock::spin::policy::less_clock_read>
	nop
	nop
	mulld   r4,r28,r25
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
	mulld   r3,r28,r25
	srdi    r4,r3,58
.L6:
	nop
	nop
	cmpw    cr2,r30,r21
	sldi    r3,r4,6
	addi    r5,r2,-29888
	nop
	crclr   4*cr2+so
	lis     r4,15258
	lis     r7,-25033
	addi    r8,r1,208
	addi    r27,r1,152
	crclr   4*cr2+gt
	li      r19,1
	li      r18,0
	ori     r16,r4,51712
	ori     r15,r7,31161
	add     r26,r5,r3
	addi    r14,r13,-28640
	clrldi  r25,r30,32
	mr      r23,r21
.L7:
	cmpw    cr3,r23,r21
.L8:
	li      r24,-25
	bgt     cr2,.L85
	li      r24,-17
	li      r22,-31
	ble     cr2,.L86
.L9:
	li      r3,-19
	li      r17,-27
	bgt     cr2,.L11
.L10:
	li      r17,-19
.L11:
	and     r31,r24,r3
	mr      r20,r29
.L12:
	crclr   4*cr3+lt
.L13:
	ble     cr2,.L29
.L14:
	andi.   r3,r20,1
	bgt     .L26
	bns     cr2,.L20
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L15:
	stb     r19,237(r1)
	addi    r3,r20,-31
	and     r3,r3,r31
	stw     r18,232(r1)
.L16:
	lwarx   r29,0,r28,1
	cmpw    r29,r20
	bne-    .L17
	stwcx.  r3,0,r28
	bne-    .L16
	isync
.L17:
	ld      r3,208(r1)
	cmpldi  r3,0
	bne     .L19
	cmpw    r29,r20
	beq     .L90
.L18:
	andi.   r3,r29,1
	mr      r20,r29
	ble     .L15
	b       .L25
.L19:
	mr      r3,r27
	std     r8,128(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r8,128(r1)
	cmpw    r29,r20
	bne     .L18
	b       .L90
	nop
	nop
	nop
	nop
	nop
.L20:
	stb     r19,237(r1)
	ori     r3,r20,1
	and     r3,r3,r24
	stw     r18,232(r1)
.L21:
	lwarx   r29,0,r28,1
	cmpw    r29,r20
	bne-    .L22
	stwcx.  r3,0,r28
	bne-    .L21
	isync
.L22:
	ld      r3,208(r1)
	cmpldi  r3,0
	bne     .L24
	cmpw    r29,r20
	beq     .L90
.L23:
	andi.   r3,r29,1
	mr      r20,r29
	ble     .L20
	b       .L25
.L24:
	addi    r3,r1,152
	std     r8,128(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r8,128(r1)
	cmpw    r29,r20
	bne     .L23
	b       .L90
	nop
.L25:
	mr      r20,r29
	stb     r19,238(r1)
.L26:
	srwi    r3,r20,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L44
	rlwinm  r3,r20,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r22
.L27:
	lwarx   r4,0,r28,1
	cmpw    r4,r20
	bne-    .L28
	stwcx.  r3,0,r28
	bne-    .L27
	isync
.L28:
	cmplw   r4,r20
	mr      r20,r4
	bne     .L14
	b       .L90
.L29:
	andi.   r3,r20,1
	bgt     .L41
	bns     cr2,.L35
	nop
	nop
	nop
	nop
	nop
.L30:
	andi.   r3,r20,8
	bne     .L41
	stb     r19,237(r1)
	addi    r3,r20,-31
	and     r3,r3,r31
	stw     r18,232(r1)
.L31:
	lwarx   r29,0,r28,1
	cmpw    r29,r20
	bne-    .L32
	stwcx.  r3,0,r28
	bne-    .L31
	isync
.L32:
	ld      r3,208(r1)
	cmpldi  r3,0
	bne     .L34
	cmpw    r29,r20
	beq     .L90
.L33:
	andi.   r3,r29,1
	mr      r20,r29
	ble     .L30
	b       .L40
.L34:
	addi    r3,r1,152
	std     r8,128(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r8,128(r1)
	cmpw    r29,r20
	bne     .L33
	b       .L90
	nop
	nop
	nop
.L35:
	andi.   r3,r20,8
	bne     .L41
	stb     r19,237(r1)
	ori     r3,r20,1
	and     r3,r3,r24
	stw     r18,232(r1)
.L36:
	lwarx   r29,0,r28,1
	cmpw    r29,r20
	bne-    .L37
	stwcx.  r3,0,r28
	bne-    .L36
	isync
.L37:
	ld      r3,208(r1)
	cmpldi  r3,0
	bne     .L39
	cmpw    r29,r20
	beq     .L90
.L38:
	andi.   r3,r29,1
	mr      r20,r29
	ble     .L35
	b       .L40
.L39:
	addi    r3,r1,152
	std     r8,128(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	ld      r8,128(r1)
	cmpw    r29,r20
	bne     .L38
	b       .L90
.L40:
	mr      r20,r29
	stb     r19,238(r1)
	nop
.L41:
	srwi    r3,r20,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L44
	rlwinm  r3,r20,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r22
.L42:
	lwarx   r4,0,r28,1
	cmpw    r4,r20
	bne-    .L43
	stwcx.  r3,0,r28
	bne-    .L42
	isync
.L43:
	cmplw   r4,r20
	mr      r20,r4
	bne     .L29
	b       .L90
.L44:
	lwz     r29,224(r1)
	cmplwi  r29,0
	stw     r20,140(r1)
	bne     .L45
	mr      r20,r8
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	cmpldi  r3,0
	mr      r8,r20
	beq     .L63
.L45:
	lwz     r3,232(r1)
	li      r20,-1
	addi    r4,r3,1
	addi    r3,r29,1
	stw     r3,224(r1)
	cmplwi  r4,0
	beq     .L46
	mr      r20,r4
.L46:
	lbz     r4,238(r1)
	clrlwi  r3,r3,30
	lwz     r29,152(r1)
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	cmpwi   r29,0
	stw     r20,232(r1)
	crandc  4*cr5+lt,eq,4*cr2+lt
	bge     cr5,.L49
	cmpwi   r3,1
	beq     .L49
.L47:
	blt     cr3,.L69
	mr      r1,r1
	ld      r4,0(r26)
	lwz     r3,0(r14)
	andi.   r5,r4,17
	addic   r6,r5,-1
	subfe   r5,r6,r5
	addi    r29,r3,1
	stb     r5,236(r1)
	srdi    r6,r4,4
	andi.   r20,r29,15
	mcrf    cr1,cr0
	andi.   r5,r6,1
	stw     r29,0(r14)
	mullw   r3,r29,r15
	crand   4*cr5+lt,gt,4*cr1+eq
	xor     r3,r3,r27
	ori     r3,r3,1
	stw     r3,228(r1)
	blt     cr5,.L76
	lwz     r3,140(r1)
	rlwinm  r3,r3,0,27,27
	or.     r3,r20,r3
	bne     .L69
.L48:
	mr      r3,r26
	mr      r20,r8
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r29,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L67
	mr      r8,r20
	std     r26,208(r1)
	b       .L68
.L49:
	std     r8,128(r1)
	bl      <<std::time::Instant>::now>
	nop
	lwz     r10,168(r1)
	cmplw   r10,r21
	std     r3,240(r1)
	stw     r4,248(r1)
	bne     .L50
	mr      r10,r4
	mr      r11,r3
	std     r3,160(r1)
	stw     r4,168(r1)
	b       .L51
.L50:
	ld      r11,160(r1)
.L51:
	lwz     r5,184(r1)
	li      r9,2
	cmplw   r5,r21
	bne     .L52
	mr      r5,r4
	std     r3,176(r1)
	stw     r4,184(r1)
.L52:
	lwz     r6,200(r1)
	mr      r7,r4
	ld      r8,192(r1)
	cmplw   r6,r21
	std     r3,192(r1)
	stw     r4,200(r1)
	beq     .L58
	mr      r7,r6
	mr      r6,r3
	bne     .L59
.L53:
	lbz     r8,237(r1)
	andi.   r8,r8,1
	stb     r18,237(r1)
	ble     .L60
.L54:
	std     r3,176(r1)
	mr      r5,r4
	stw     r4,184(r1)
	cmplwi  r29,0
	ld      r8,128(r1)
	bne     .L61
.L55:
	cmplwi  r20,7
	ble     .L56
	ld      r4,176(r1)
	clrldi  r5,r5,32
	addi    r3,r1,240
	mr      r29,r10
	mr      r20,r11
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r16
	clrldi  r4,r4,32
	ld      r8,128(r1)
	mulhdu  r3,r3,r16
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r3,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r4,1999
	blt     cr5,.L63
	crand   4*cr5+lt,4*cr1+eq,gt
	mr      r11,r20
	mr      r10,r29
	blt     cr5,.L63
.L56:
	blt     cr2,.L57
	clrldi  r5,r10,32
	addi    r3,r1,240
	mr      r4,r11
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r16
	clrldi  r4,r4,32
	ld      r8,128(r1)
	mulhdu  r3,r3,r16
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L47
.L57:
	stw     r19,152(r1)
	b       .L47
.L58:
	mr      r6,r3
	beq     .L53
.L59:
	mr      r6,r8
	lbz     r8,237(r1)
	andi.   r8,r8,1
	stb     r18,237(r1)
	bgt     .L54
.L60:
	cmplwi  r29,0
	ld      r8,128(r1)
	beq     .L55
.L61:
	cmplwi  r29,1
	bne     .L62
	clrldi  r5,r7,32
	addi    r3,r1,240
	mr      r4,r6
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r16
	clrldi  r4,r4,32
	ld      r8,128(r1)
	mulhdu  r3,r3,r16
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
	std     r3,152(r1)
	b       .L47
.L62:
	lwz     r3,156(r1)
	cmplwi  r3,3
	bge     .L63
	addi    r3,r3,1
	stw     r9,152(r1)
	stw     r3,156(r1)
	b       .L47
.L63:
	bge     cr3,.L64
	mr      r2,r2
.L64:
	beq     cr2,.L78
	mr      r29,r8
	bl      <<std::time::Instant>::now>
	nop
	ld      r5,144(r1)
	cmpd    r3,r5
	bne     .L65
	cmplw   r4,r30
.L65:
	mr      r8,r29
	blt     .L78
	li      r3,0
	bns     cr2,.L91
	lwz     r5,140(r1)
	rlwinm  r4,r5,0,31,29
	addi    r4,r4,-32
	and     r4,r4,r17
.L66:
	lwarx   r20,0,r28
	cmplw   r20,r5
	bne-    .L77
	stwcx.  r4,0,r28
	crset   4*cr5+lt
	bne-    .L66
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L13
	b       .L91
.L67:
	mr      r8,r20
	bge     cr5,.L69
.L68:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L68
.L69:
	lwz     r3,152(r1)
	cmplwi  r3,0
	beq     .L70
	cmplwi  r3,2
	bne     .L71
	li      r3,0
	li      r4,20000
	mr      r29,r8
	bl      <std::thread::functions::sleep>
	nop
	b       .L72
.L70:
	lwz     r3,228(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,228(r1)
	b       .L73
.L71:
	mr      r29,r8
	bl      <std::thread::functions::yield_now>
	nop
.L72:
	mr      r8,r29
.L73:
	ld      r3,208(r1)
	cmpldi  r3,0
	bne     .L75
.L74:
	lwz     r20,0(r28)
	crset   4*cr3+lt
	b       .L13
.L75:
	addi    r3,r1,152
	mr      r29,r8
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	mr      r8,r29
	b       .L74
.L76:
	std     r4,112(r1)
	std     r8,128(r1)
	bl      <hintlock::spin::policy::now_ns>
	nop
	ld      r4,112(r1)
	mr      r5,r3
	mr      r3,r26
	bl      <hintlock::spin::policy::drop_stale_far>
	nop
	ld      r8,128(r1)
	mr      r4,r3
	andi.   r3,r3,17
	addic   r5,r3,-1
	subfe   r3,r5,r3
	stb     r3,236(r1)
	lwz     r3,140(r1)
	rlwinm  r3,r3,0,27,27
	or.     r3,r20,r3
	bne     .L69
	b       .L48
.L77:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L13
.L78:
	lwz     r3,140(r1)
	rlwinm  r29,r3,0,31,29
	bso     cr2,.L79
	addi    r29,r29,32
.L79:
	lwz     r3,140(r1)
	crclr   4*cr1+gt
	srwi    r3,r3,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	blt     cr5,.L81
	ld      r3,120(r1)
	mr      r20,r8
	std     r3,240(r1)
	addi    r3,r1,240
	stw     r23,248(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L80
	ori     r29,r29,8
	crset   4*cr1+gt
	mr      r8,r20
	b       .L81
.L80:
	srwi    r3,r4,5
	mr      r8,r20
	cmplwi  cr1,r3,15624
	ble     cr1,.L81
	ori     r29,r29,8
.L81:
	lwz     r3,140(r1)
	cmplw   r29,r3
	beq     .L84
.L82:
	lwarx   r20,0,r28
	lwz     r3,140(r1)
	cmplw   r20,r3
	bne-    .L83
	stwcx.  r29,0,r28
	crset   4*cr5+lt
	bne-    .L82
	bge     cr5,.L12
	b       .L84
.L83:
	b       .L12
.L84:
	andi.   r3,r29,4
	cror    4*cr2+gt,4*cr2+gt,4*cr1+gt
	crset   4*cr2+so
	bne     .L8
	b       .L87
.L85:
	li      r22,-31
	bgt     cr2,.L9
.L86:
	li      r22,-23
	li      r3,-19
	li      r17,-27
	ble     cr2,.L10
	b       .L11
.L87:
	mr      r24,r8
	bne     cr3,.L88
	bl      <<std::time::Instant>::now>
	nop
	std     r3,120(r1)
	mr      r23,r4
.L88:
	li      r8,2
	bgt     cr2,.L89
	li      r8,1
.L89:
	ld      r5,144(r1)
	clrldi  r4,r29,32
	mr      r3,r28
	mr      r6,r25
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	li      r3,23
	stw     r18,152(r1)
	mr      r8,r24
	crset   4*cr2+so
	stw     r21,168(r1)
	stw     r21,184(r1)
	stw     r21,200(r1)
	stdx    r18,r24,r3
	std     r18,0(r24)
	std     r18,8(r24)
	std     r18,16(r24)
	lwz     r29,0(r28)
	b       .L7
.L90:
	li      r3,1
	bge     cr3,.L91
	mr      r2,r2
.L91:
	ld      r31,392(r1)
	ld      r30,384(r1)
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
