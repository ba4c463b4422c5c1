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
	stdu    r1,-368(r1)
	std     r0,384(r1)
	std     r28,336(r1)
	mr      r28,r3
	lis     r3,-25033
	std     r26,320(r1)
	std     r21,280(r1)
	std     r4,96(r1)
	xxlxor  vs0,vs0,vs0
	addi    r4,r1,104
	ori     r3,r3,31161
	std     r25,312(r1)
	li      r6,208
	li      r25,0
	std     r14,224(r1)
	std     r15,232(r1)
	std     r16,240(r1)
	rldic   r3,r3,32,0
	std     r17,248(r1)
	std     r18,256(r1)
	oris    r3,r3,32586
	std     r19,264(r1)
	std     r20,272(r1)
	std     r22,288(r1)
	std     r23,296(r1)
	ori     r26,r3,31765
	lis     r3,15258
	std     r24,304(r1)
	std     r27,328(r1)
	std     r29,344(r1)
	std     r30,352(r1)
	mr      r30,r5
	ori     r21,r3,51712
	li      r3,56
	std     r31,360(r1)
	stvx    v31,r1,r6
	stw     r25,104(r1)
	stxvd2x vs0,r4,r3
	li      r3,71
	stxvd2x vs0,r4,r3
	lis     r3,15258
	ori     r3,r3,51712
	stw     r3,120(r1)
	stw     r3,136(r1)
	stw     r3,152(r1)
	lwz     r29,0(r28)
	srwi    r3,r29,4
	andi.   r3,r3,1
	nop
	nop
	addi    r3,r13,-28632
	ld      r4,0(r3)
	ld      r24,8(r3)
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
	addze.  r4,r25
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
	subfc   r3,r24,r27
	addze.  r4,r4
	iseleq  r3,0,r3
	bl      <hintlock::spin::policy::less_clock_read+0x8>
	nop
	mulld   r5,r28,r26
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
	mulld   r3,r28,r26
	srdi    r3,r3,58
.L4:
	nop
	nop
	sldi    r3,r3,6
	lis     r6,-32768
	cmpw    cr2,r30,r21
	lis     r7,15258
	addi    r27,r1,160
	addi    r8,r1,104
	addi    r4,r2,-29888
	nop
	ori     r6,r6,1
	li      r9,-17
	li      r10,-25
	li      r11,-23
	li      r12,-31
	li      r15,-19
	li      r25,-27
	li      r31,1
	li      r24,0
	ori     r22,r7,51712
	rldic   r6,r6,1,31
	add     r26,r4,r3
	lis     r3,-25033
	addi    r20,r13,-28640
	clrldi  r5,r30,32
	xxlxor  vs63,vs63,vs63
	mr      r23,r21
	crclr   4*cr2+so
	crclr   4*cr2+gt
	ori     r19,r3,31161
.L5:
	cmpw    cr3,r23,r21
.L6:
	isel    r18,r10,r9,4*cr2+gt
	isel    r17,r12,r11,4*cr2+gt
	isel    r14,r25,r15,4*cr2+gt
	mr      r25,r29
	and     r16,r18,r15
.L7:
	crclr   4*cr3+lt
.L8:
	ble     cr2,.L24
.L9:
	andi.   r3,r25,1
	bgt     .L21
	bns     cr2,.L15
	nop
	nop
.L10:
	addi    r3,r25,-31
	stb     r31,189(r1)
	stw     r24,184(r1)
	and     r3,r3,r16
.L11:
	lwarx   r29,0,r28,1
	cmpw    r29,r25
	bne-    .L12
	stwcx.  r3,0,r28
	bne-    .L11
	isync
.L12:
	ld      r3,160(r1)
	cmpldi  r3,0
	bne     .L14
	cmpw    r29,r25
	beq     .L75
.L13:
	mr      r25,r29
	andi.   r3,r29,1
	ble     .L10
	b       .L20
.L14:
	mr      r3,r8
	std     r8,48(r1)
	std     r6,64(r1)
	stw     r19,56(r1)
	mr      r19,r5
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r5,r19
	lwz     r19,56(r1)
	ld      r6,64(r1)
	ld      r8,48(r1)
	cmpw    r29,r25
	bne     .L13
	b       .L75
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L15:
	ori     r3,r25,1
	stb     r31,189(r1)
	stw     r24,184(r1)
	and     r3,r3,r18
.L16:
	lwarx   r29,0,r28,1
	cmpw    r29,r25
	bne-    .L17
	stwcx.  r3,0,r28
	bne-    .L16
	isync
.L17:
	ld      r3,160(r1)
	cmpldi  r3,0
	bne     .L19
	cmpw    r29,r25
	beq     .L75
.L18:
	mr      r25,r29
	andi.   r3,r29,1
	ble     .L15
	b       .L20
.L19:
	mr      r3,r8
	std     r8,48(r1)
	std     r6,64(r1)
	stw     r19,56(r1)
	mr      r19,r5
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r5,r19
	lwz     r19,56(r1)
	ld      r6,64(r1)
	ld      r8,48(r1)
	cmpw    r29,r25
	bne     .L18
	b       .L75
	nop
	nop
	nop
.L20:
	mr      r25,r29
	stb     r31,190(r1)
.L21:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L39
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r17
.L22:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L23
	stwcx.  r3,0,r28
	bne-    .L22
	isync
.L23:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L9
	b       .L75
.L24:
	andi.   r3,r25,1
	bgt     .L36
	bns     cr2,.L30
	nop
	nop
	nop
	nop
	nop
.L25:
	andi.   r3,r25,8
	bne     .L36
	addi    r3,r25,-31
	stb     r31,189(r1)
	stw     r24,184(r1)
	and     r3,r3,r16
.L26:
	lwarx   r29,0,r28,1
	cmpw    r29,r25
	bne-    .L27
	stwcx.  r3,0,r28
	bne-    .L26
	isync
.L27:
	ld      r3,160(r1)
	cmpldi  r3,0
	bne     .L29
	cmpw    r29,r25
	beq     .L75
.L28:
	mr      r25,r29
	andi.   r3,r29,1
	ble     .L25
	b       .L35
.L29:
	addi    r3,r1,104
	std     r8,48(r1)
	std     r6,64(r1)
	stw     r19,56(r1)
	mr      r19,r5
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r5,r19
	lwz     r19,56(r1)
	ld      r6,64(r1)
	ld      r8,48(r1)
	cmpw    r29,r25
	bne     .L28
	b       .L75
	nop
	nop
	nop
	nop
	nop
.L30:
	andi.   r3,r25,8
	bne     .L36
	ori     r3,r25,1
	stb     r31,189(r1)
	stw     r24,184(r1)
	and     r3,r3,r18
.L31:
	lwarx   r29,0,r28,1
	cmpw    r29,r25
	bne-    .L32
	stwcx.  r3,0,r28
	bne-    .L31
	isync
.L32:
	ld      r3,160(r1)
	cmpldi  r3,0
	bne     .L34
	cmpw    r29,r25
	beq     .L75
.L33:
	mr      r25,r29
	andi.   r3,r29,1
	ble     .L30
	b       .L35
.L34:
	addi    r3,r1,104
	std     r8,48(r1)
	std     r6,64(r1)
	stw     r19,56(r1)
	mr      r19,r5
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r5,r19
	lwz     r19,56(r1)
	ld      r6,64(r1)
	ld      r8,48(r1)
	cmpw    r29,r25
	bne     .L33
	b       .L75
.L35:
	mr      r25,r29
	stb     r31,190(r1)
	nop
	nop
	nop
.L36:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L39
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r17
.L37:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L38
	stwcx.  r3,0,r28
	bne-    .L37
	isync
.L38:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L24
	b       .L75
.L39:
	std     r27,80(r1)
	lwz     r27,176(r1)
	std     r5,88(r1)
	cmplwi  r27,0
	stw     r25,76(r1)
	bne     .L40
	mr      r29,r8
	mr      r25,r6
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	cmpldi  r3,0
	mr      r6,r25
	li      r12,-31
	li      r11,-23
	li      r10,-25
	li      r9,-17
	mr      r8,r29
	beq     .L52
.L40:
	lwz     r3,184(r1)
	lwz     r25,104(r1)
	li      r5,-1
	addi    r3,r3,1
	cmpwi   cr1,r25,0
	lbz     r4,190(r1)
	cmpwi   r3,0
	iseleq  r29,r5,r3
	addi    r3,r27,1
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	crandc  4*cr5+lt,4*cr1+eq,gt
	stw     r3,176(r1)
	clrlwi  r3,r3,30
	stw     r29,184(r1)
	bge     cr5,.L43
	cmpwi   r3,1
	beq     .L43
.L41:
	ld      r27,80(r1)
	blt     cr3,.L58
	mr      r1,r1
	ld      r4,0(r26)
	lwz     r3,0(r20)
	addi    r29,r3,1
	andi.   r3,r4,17
	addic   r5,r3,-1
	andi.   r25,r29,15
	stw     r29,0(r20)
	mcrf    cr1,cr0
	subfe   r3,r5,r3
	mullw   r5,r29,r19
	stb     r3,188(r1)
	srdi    r3,r4,4
	andi.   r3,r3,1
	xor     r5,r5,r8
	crand   4*cr5+lt,gt,4*cr1+eq
	ori     r5,r5,1
	stw     r5,180(r1)
	blt     cr5,.L64
	lwz     r3,76(r1)
	rlwinm  r3,r3,0,27,27
	or.     r3,r25,r3
	bne     .L58
.L42:
	mr      r3,r26
	std     r6,64(r1)
	mr      r25,r8
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r29,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L56
	ld      r6,64(r1)
	mr      r8,r25
	std     r26,160(r1)
	b       .L57
.L43:
	std     r6,64(r1)
	mr      r27,r8
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r0,120(r1)
	std     r3,192(r1)
	stw     r4,200(r1)
	cmplw   r0,r21
	bne     .L44
	mr      r0,r4
	std     r3,112(r1)
	stw     r4,120(r1)
	std     r3,56(r1)
	b       .L45
.L44:
	ld      r5,112(r1)
	std     r5,56(r1)
.L45:
	lwz     r5,136(r1)
	li      r9,-17
	li      r10,-25
	li      r11,-23
	li      r12,-31
	cmplw   r5,r21
	bne     .L46
	mr      r5,r4
	std     r3,128(r1)
	stw     r4,136(r1)
.L46:
	lbz     r8,189(r1)
	ld      r6,144(r1)
	std     r3,144(r1)
	stb     r24,189(r1)
	lwz     r7,152(r1)
	stw     r4,152(r1)
	andi.   r8,r8,1
	ble     .L47
	std     r3,128(r1)
	stw     r4,136(r1)
	mr      r5,r4
.L47:
	cmplwi  r25,0
	mr      r8,r27
	beq     .L48
	cmplwi  r25,1
	bne     .L51
	cmplw   r7,r21
	iseleq  r5,r4,r7
	iseleq  r4,r3,r6
	addi    r3,r1,192
	clrldi  r5,r5,32
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r22
	mulld   r3,r3,r22
	li      r12,-31
	li      r11,-23
	clrldi  r4,r4,32
	ld      r6,64(r1)
	li      r10,-25
	li      r9,-17
	mr      r8,r27
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r4,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r3,999
	blt     cr5,.L52
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L52
	std     r6,104(r1)
	b       .L41
.L48:
	cmplwi  r29,7
	ld      r6,64(r1)
	ble     .L49
	ld      r4,128(r1)
	clrldi  r5,r5,32
	addi    r3,r1,192
	mr      r29,r0
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r22
	mulld   r3,r3,r22
	li      r12,-31
	li      r11,-23
	clrldi  r4,r4,32
	ld      r6,64(r1)
	li      r10,-25
	li      r9,-17
	mr      r8,r27
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r4,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r3,1999
	blt     cr5,.L52
	mr      r0,r29
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L52
.L49:
	blt     cr2,.L50
	ld      r4,56(r1)
	clrldi  r5,r0,32
	addi    r3,r1,192
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r22
	mulld   r3,r3,r22
	clrldi  r4,r4,32
	ld      r6,64(r1)
	mr      r8,r27
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r3,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L41
.L50:
	stw     r31,104(r1)
	b       .L41
.L51:
	lwz     r3,108(r1)
	ld      r6,64(r1)
	cmplwi  r3,3
	bge     .L52
	addi    r3,r3,1
	li      r4,2
	stw     r4,104(r1)
	stw     r3,108(r1)
	b       .L41
.L52:
	stw     r19,56(r1)
	bge     cr3,.L53
	mr      r2,r2
.L53:
	ld      r27,80(r1)
	ld      r5,88(r1)
	beq     cr2,.L66
	mr      r19,r5
	mr      r25,r6
	mr      r29,r8
	bl      <<std::time::Instant>::now+0x8>
	nop
	ld      r5,96(r1)
	cmpd    r3,r5
	bne     .L54
	cmplw   r4,r30
.L54:
	mr      r8,r29
	li      r9,-17
	li      r10,-25
	li      r11,-23
	li      r12,-31
	mr      r6,r25
	mr      r5,r19
	blt     .L66
	li      r3,0
	bns     cr2,.L76
	lwz     r7,76(r1)
	lwz     r19,56(r1)
	rlwinm  r4,r7,0,31,29
	addi    r4,r4,-32
	and     r4,r4,r14
.L55:
	lwarx   r25,0,r28
	cmplw   r25,r7
	bne-    .L65
	crset   4*cr5+lt
	stwcx.  r4,0,r28
	bne-    .L55
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L8
	b       .L76
.L56:
	ld      r6,64(r1)
	mr      r8,r25
	bge     cr5,.L58
.L57:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L57
.L58:
	lwz     r3,104(r1)
	cmplwi  r3,0
	beq     .L59
	cmplwi  r3,2
	bne     .L60
	li      r3,0
	li      r4,20000
	mr      r29,r8
	mr      r25,r6
	bl      <std::thread::functions::sleep+0x8>
	nop
	mr      r6,r25
	mr      r8,r29
	b       .L61
.L59:
	lwz     r3,180(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,180(r1)
	b       .L61
.L60:
	mr      r25,r6
	mr      r29,r8
	bl      <std::thread::functions::yield_now+0x8>
	nop
	mr      r8,r29
	mr      r6,r25
.L61:
	ld      r3,160(r1)
	ld      r5,88(r1)
	cmpldi  r3,0
	bne     .L63
.L62:
	lwz     r25,0(r28)
	crset   4*cr3+lt
	b       .L8
.L63:
	addi    r3,r1,104
	mr      r29,r8
	mr      r25,r6
	stw     r19,56(r1)
	mr      r19,r5
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll+0x8>
	nop
	mr      r5,r19
	lwz     r19,56(r1)
	mr      r6,r25
	mr      r8,r29
	b       .L62
.L64:
	std     r4,56(r1)
	std     r8,48(r1)
	std     r6,64(r1)
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	ld      r4,56(r1)
	mr      r5,r3
	mr      r3,r26
	bl      <hintlock::spin::policy::drop_stale_far>
	nop
	mr      r4,r3
	andi.   r3,r3,17
	addic   r5,r3,-1
	ld      r6,64(r1)
	ld      r8,48(r1)
	subfe   r3,r5,r3
	stb     r3,188(r1)
	lwz     r3,76(r1)
	rlwinm  r3,r3,0,27,27
	or.     r3,r25,r3
	bne     .L58
	b       .L42
.L65:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L8
.L66:
	lwz     r7,76(r1)
	crclr   4*cr1+gt
	rlwinm  r3,r7,0,31,29
	addi    r4,r3,32
	isel    r29,r3,r4,4*cr2+so
	srwi    r3,r7,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	bge     cr5,.L67
	lwz     r19,56(r1)
	b       .L70
.L67:
	ld      r3,40(r1)
	std     r5,88(r1)
	std     r6,64(r1)
	mr      r25,r8
	stw     r23,200(r1)
	std     r3,192(r1)
	addi    r3,r1,192
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	lwz     r19,56(r1)
	beq     .L68
	ori     r29,r29,8
	crset   4*cr1+gt
	b       .L69
.L68:
	srwi    r3,r4,5
	cmplwi  cr1,r3,15624
	ori     r3,r29,8
	isel    r29,r3,r29,4*cr1+gt
.L69:
	ld      r6,64(r1)
	ld      r5,88(r1)
	li      r9,-17
	li      r10,-25
	mr      r8,r25
	li      r11,-23
	li      r12,-31
.L70:
	lwz     r3,76(r1)
	cmplw   r29,r3
	beq     .L73
.L71:
	lwarx   r25,0,r28
	lwz     r3,76(r1)
	cmplw   r25,r3
	bne-    .L72
	crset   4*cr5+lt
	stwcx.  r29,0,r28
	bne-    .L71
	bge     cr5,.L7
	b       .L73
.L72:
	b       .L7
.L73:
	li      r25,-27
	cror    4*cr2+gt,4*cr2+gt,4*cr1+gt
	andi.   r3,r29,4
	crset   4*cr2+so
	bne     .L6
	mr      r17,r5
	mr      r18,r6
	mr      r25,r8
	bne     cr3,.L74
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,40(r1)
	mr      r23,r4
.L74:
	li      r3,2
	ld      r5,96(r1)
	clrldi  r4,r29,32
	li      r7,128
	mr      r6,r17
	isel    r8,r3,r31,4*cr2+gt
	mr      r3,r28
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	li      r3,15
	stw     r24,104(r1)
	stw     r21,120(r1)
	mr      r5,r17
	stw     r21,136(r1)
	stw     r21,152(r1)
	crset   4*cr2+so
	mr      r8,r25
	stxvd2x vs63,r27,r3
	stxvd2x vs63,0,r27
	li      r9,-17
	li      r10,-25
	lwz     r29,0(r28)
	lwz     r19,56(r1)
	li      r11,-23
	li      r12,-31
	li      r25,-27
	mr      r6,r18
	b       .L5
.L75:
	li      r3,1
	bge     cr3,.L76
	mr      r2,r2
.L76:
	li      r4,208
	ld      r31,360(r1)
	ld      r30,352(r1)
	lvx     v31,r1,r4
	ld      r29,344(r1)
	ld      r28,336(r1)
	ld      r27,328(r1)
	ld      r26,320(r1)
	ld      r25,312(r1)
	ld      r24,304(r1)
	ld      r23,296(r1)
	ld      r22,288(r1)
	ld      r21,280(r1)
	ld      r20,272(r1)
	ld      r19,264(r1)
	ld      r18,256(r1)
	ld      r17,248(r1)
	ld      r16,240(r1)
	ld      r15,232(r1)
	ld      r14,224(r1)
	addi    r1,r1,368
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
