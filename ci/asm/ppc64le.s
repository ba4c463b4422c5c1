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
	stdu    r1,-352(r1)
	std     r0,368(r1)
	std     r28,320(r1)
	mr      r28,r3
	lis     r3,-25033
	std     r26,304(r1)
	std     r22,272(r1)
	std     r23,280(r1)
	mr      r22,r4
	addi    r4,r1,120
	ori     r3,r3,31161
	std     r24,288(r1)
	li      r24,0
	std     r14,208(r1)
	std     r15,216(r1)
	std     r16,224(r1)
	xxlxor  vs0,vs0,vs0
	rldic   r3,r3,32,0
	std     r17,232(r1)
	std     r18,240(r1)
	oris    r3,r3,32586
	std     r19,248(r1)
	std     r20,256(r1)
	std     r21,264(r1)
	std     r25,296(r1)
	ori     r26,r3,31765
	lis     r3,15258
	std     r27,312(r1)
	std     r29,328(r1)
	std     r30,336(r1)
	std     r31,344(r1)
	mr      r30,r5
	ori     r23,r3,51712
	li      r3,63
	stw     r24,120(r1)
	stdx    r24,r4,r3
	lis     r3,15258
	std     r24,176(r1)
	ori     r3,r3,51712
	stw     r3,136(r1)
	stw     r3,152(r1)
	stw     r3,168(r1)
	lwz     r29,0(r28)
	srwi    r3,r29,4
	andi.   r3,r3,1
	nop
	nop
	addi    r3,r13,-28632
	ld      r4,0(r3)
	ld      r25,8(r3)
	stxvd2x vs0,0,r3
	cmpd    cr1,r4,r28
	crand   4*cr5+lt,gt,4*cr1+eq
	bge     cr5,.L4
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	mr      r27,r3
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	subfc   r3,r27,r3
	addze.  r4,r24
	nop
	iseleq  r3,0,r3
	addi    r5,r2,-32496
	ld      r4,0(r5)
	cmpld   r3,r4
	bge     .L2
.L0:
	ldarx   r4,0,r5
	cmpld   r4,r3
	blt     .L1
	stdcx.  r3,0,r5
	bne-    .L0
.L1:
	mr      r4,r3
.L2:
	li      r7,0
	subfc   r6,r25,r27
	mulld   r3,r28,r26
	addze.  r8,r7
	iseleq  r6,0,r6
	rotldi  r5,r3,6
	rldic   r5,r5,6,52
	subfc   r4,r4,r6
	addze.  r6,r7
	iseleq  r7,0,r4
	nop
	addi    r6,r2,-29888
	cmpldi  r7,60
	add     r4,r6,r5
	ldx     r6,r6,r5
	li      r5,1
	blt     .L3
	andi.   r5,r6,2
	li      r5,2
	bne     .L3
	clrldi  r5,r6,63
	ori     r5,r5,2
.L3:
	srdi    r3,r3,58
	rldimi  r5,r27,2,0
	std     r5,0(r4)
	b       .L5
.L4:
	mulld   r3,r28,r26
	srdi    r3,r3,58
.L5:
	nop
	nop
	sldi    r3,r3,6
	lis     r7,15258
	lis     r6,-32768
	cmpw    cr2,r30,r23
	addi    r21,r1,120
	li      r20,1
	addi    r4,r2,-29888
	nop
	ori     r24,r7,51712
	addi    r27,r1,176
	li      r8,-17
	li      r9,-25
	li      r17,-19
	li      r10,-23
	li      r11,-31
	li      r12,-27
	li      r31,1
	li      r26,0
	li      r19,2
	add     r7,r4,r3
	addi    r3,r13,-28640
	clrldi  r0,r30,32
	li      r18,-26
	mr      r25,r23
	rlwimi  r21,r20,0,31,31
	crclr   4*cr2+so
	crclr   4*cr2+gt
	std     r3,104(r1)
	ori     r3,r6,1
	rldic   r6,r3,1,31
.L6:
	cmpw    cr3,r25,r23
.L7:
	isel    r16,r9,r8,4*cr2+gt
	isel    r14,r11,r10,4*cr2+gt
	isel    r3,r12,r17,4*cr2+gt
	stw     r3,116(r1)
	and     r15,r16,r17
	mr      r4,r29
.L8:
	crclr   4*cr3+lt
.L9:
	ble     cr2,.L21
.L10:
	andi.   r3,r4,1
	bgt     .L18
	bns     cr2,.L14
	nop
	nop
.L11:
	addi    r3,r4,-31
	stb     r31,189(r1)
	stw     r26,184(r1)
	and     r5,r3,r15
.L12:
	lwarx   r3,0,r28,1
	cmpw    r3,r4
	bne-    .L13
	stwcx.  r5,0,r28
	bne-    .L12
	isync
.L13:
	cmplw   r3,r4
	beq     .L63
	andi.   r4,r3,1
	mr      r4,r3
	ble     .L11
	b       .L17
.L14:
	ori     r3,r4,1
	stb     r31,189(r1)
	stw     r26,184(r1)
	and     r5,r3,r16
.L15:
	lwarx   r3,0,r28,1
	cmpw    r3,r4
	bne-    .L16
	stwcx.  r5,0,r28
	bne-    .L15
	isync
.L16:
	cmplw   r3,r4
	beq     .L63
	andi.   r4,r3,1
	mr      r4,r3
	ble     .L14
.L17:
	mr      r4,r3
	stb     r31,190(r1)
.L18:
	srwi    r3,r4,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L32
	rlwinm  r3,r4,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r14
.L19:
	lwarx   r5,0,r28,1
	cmpw    r5,r4
	bne-    .L20
	stwcx.  r3,0,r28
	bne-    .L19
	isync
.L20:
	cmplw   r5,r4
	mr      r4,r5
	bne     .L10
	b       .L63
	nop
.L21:
	andi.   r3,r4,1
	bgt     .L29
	bns     cr2,.L25
	nop
.L22:
	andi.   r3,r4,8
	bne     .L29
	addi    r3,r4,-31
	stb     r31,189(r1)
	stw     r26,184(r1)
	and     r5,r3,r15
.L23:
	lwarx   r3,0,r28,1
	cmpw    r3,r4
	bne-    .L24
	stwcx.  r5,0,r28
	bne-    .L23
	isync
.L24:
	cmplw   r3,r4
	beq     .L63
	andi.   r4,r3,1
	mr      r4,r3
	ble     .L22
	b       .L28
	nop
	nop
	nop
	nop
	nop
	nop
.L25:
	andi.   r3,r4,8
	bne     .L29
	and     r5,r4,r18
	stb     r31,189(r1)
	stw     r26,184(r1)
	rlwimi  r5,r20,0,31,31
.L26:
	lwarx   r3,0,r28,1
	cmpw    r3,r4
	bne-    .L27
	stwcx.  r5,0,r28
	bne-    .L26
	isync
.L27:
	cmplw   r3,r4
	beq     .L63
	andi.   r4,r3,1
	mr      r4,r3
	ble     .L25
.L28:
	mr      r4,r3
	stb     r31,190(r1)
	nop
.L29:
	srwi    r3,r4,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L32
	rlwinm  r3,r4,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r14
.L30:
	lwarx   r5,0,r28,1
	cmpw    r5,r4
	bne-    .L31
	stwcx.  r3,0,r28
	bne-    .L30
	isync
.L31:
	cmplw   r5,r4
	mr      r4,r5
	bne     .L21
	b       .L63
.L32:
	std     r22,96(r1)
	lwz     r22,176(r1)
	stw     r4,80(r1)
	cmplwi  r22,0
	bne     .L33
	mr      r29,r7
	mr      r19,r24
	mr      r24,r6
	mr      r17,r0
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	cmpldi  r3,0
	mr      r0,r17
	li      r17,-19
	li      r12,-27
	mr      r6,r24
	mr      r24,r19
	li      r19,2
	li      r11,-31
	mr      r7,r29
	li      r10,-23
	li      r9,-25
	li      r8,-17
	beq     .L50
.L33:
	lwz     r3,184(r1)
	lwz     r29,120(r1)
	li      r5,-1
	std     r27,88(r1)
	lbz     r4,190(r1)
	addi    r3,r3,1
	cmpwi   cr1,r29,0
	cmpwi   r3,0
	iseleq  r27,r5,r3
	addi    r3,r22,1
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	crandc  4*cr5+lt,4*cr1+eq,gt
	stw     r3,176(r1)
	clrlwi  r3,r3,30
	stw     r27,184(r1)
	bge     cr5,.L37
	cmpwi   r3,1
	beq     .L37
.L34:
	blt     cr3,.L36
	mr      r1,r1
	ld      r3,0(r7)
	clrlwi  r3,r3,31
	stb     r3,188(r1)
	lwz     r3,80(r1)
	andi.   r3,r3,16
	bne     .L36
	ld      r4,104(r1)
	lwz     r3,0(r4)
	addi    r3,r3,1
	stw     r3,0(r4)
	andi.   r3,r3,15
	bne     .L36
	mr      r3,r28
	mr      r29,r7
	mr      r27,r6
	mr      r22,r0
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	cmpldi  r3,0
	mr      r0,r22
	mr      r6,r27
	mr      r7,r29
	beq     .L36
.L35:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L35
.L36:
	lwz     r3,120(r1)
	ld      r22,96(r1)
	ld      r27,88(r1)
	cmplwi  r3,2
	beq     .L38
	cmplwi  r3,1
	bne     .L40
	mr      r29,r7
	std     r24,80(r1)
	mr      r24,r6
	mr      r19,r0
	bl      <std::thread::functions::yield_now+0x8>
	nop
	b       .L39
.L37:
	mr      r22,r0
	std     r6,64(r1)
	std     r7,72(r1)
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r5,136(r1)
	std     r3,192(r1)
	stw     r4,200(r1)
	cmplw   r5,r23
	bne     .L42
	mr      r5,r4
	std     r3,128(r1)
	stw     r4,136(r1)
	std     r3,40(r1)
	std     r5,48(r1)
	b       .L43
.L38:
	li      r3,0
	li      r4,20000
	mr      r29,r7
	std     r24,80(r1)
	mr      r24,r6
	mr      r19,r0
	bl      <std::thread::functions::sleep+0x8>
	nop
.L39:
	mr      r6,r24
	ld      r24,80(r1)
	mr      r0,r19
	li      r19,2
	mr      r7,r29
	b       .L41
.L40:
	lwz     r3,180(r1)
	cmplwi  r3,0
	iseleq  r3,r21,r3
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,180(r1)
.L41:
	lwz     r4,0(r28)
	crset   4*cr3+lt
	b       .L9
.L42:
	std     r5,48(r1)
	ld      r5,128(r1)
	std     r5,40(r1)
.L43:
	lwz     r5,152(r1)
	li      r9,-25
	li      r10,-23
	li      r11,-31
	li      r12,-27
	mr      r0,r22
	cmplw   r5,r23
	bne     .L44
	mr      r5,r4
	std     r3,144(r1)
	stw     r4,152(r1)
.L44:
	lbz     r8,189(r1)
	ld      r6,160(r1)
	std     r3,160(r1)
	stb     r26,189(r1)
	lwz     r7,168(r1)
	stw     r4,168(r1)
	andi.   r8,r8,1
	ble     .L45
	std     r3,144(r1)
	stw     r4,152(r1)
	mr      r5,r4
.L45:
	cmplwi  r29,0
	li      r8,-17
	beq     .L46
	cmplwi  r29,1
	bne     .L49
	cmplw   r7,r23
	iseleq  r5,r4,r7
	iseleq  r4,r3,r6
	addi    r3,r1,192
	clrldi  r5,r5,32
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r24
	mulld   r3,r3,r24
	li      r12,-27
	li      r11,-31
	clrldi  r4,r4,32
	ld      r27,88(r1)
	li      r10,-23
	li      r9,-25
	ld      r7,72(r1)
	ld      r6,64(r1)
	li      r8,-17
	mr      r0,r22
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r4,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r3,999
	blt     cr5,.L50
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L50
	std     r6,120(r1)
	b       .L34
.L46:
	cmplwi  r27,7
	ld      r27,88(r1)
	ld      r7,72(r1)
	ld      r6,64(r1)
	ble     .L47
	ld      r4,144(r1)
	clrldi  r5,r5,32
	addi    r3,r1,192
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r24
	mulld   r3,r3,r24
	li      r12,-27
	li      r11,-31
	clrldi  r4,r4,32
	ld      r6,64(r1)
	li      r10,-23
	li      r9,-25
	ld      r7,72(r1)
	mr      r0,r22
	li      r8,-17
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r4,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r3,1999
	blt     cr5,.L50
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L50
.L47:
	blt     cr2,.L48
	ld      r3,48(r1)
	ld      r4,40(r1)
	clrldi  r5,r3,32
	addi    r3,r1,192
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r24
	mulld   r3,r3,r24
	clrldi  r4,r4,32
	ld      r6,64(r1)
	ld      r7,72(r1)
	mr      r0,r22
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r3,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L34
.L48:
	stw     r31,120(r1)
	b       .L34
.L49:
	lwz     r3,124(r1)
	ld      r27,88(r1)
	ld      r7,72(r1)
	ld      r6,64(r1)
	cmplwi  r3,3
	bge     .L50
	addi    r3,r3,1
	stw     r19,120(r1)
	stw     r3,124(r1)
	b       .L34
.L50:
	bge     cr3,.L51
	mr      r2,r2
.L51:
	ld      r22,96(r1)
	std     r0,56(r1)
	beq     cr2,.L55
	mr      r19,r24
	mr      r24,r6
	mr      r29,r7
	bl      <<std::time::Instant>::now+0x8>
	nop
	cmpd    r3,r22
	bne     .L52
	cmplw   r4,r30
.L52:
	ld      r0,56(r1)
	li      r8,-17
	li      r9,-25
	li      r10,-23
	li      r11,-31
	li      r12,-27
	mr      r7,r29
	mr      r6,r24
	mr      r24,r19
	li      r19,2
	blt     .L55
	li      r3,0
	bns     cr2,.L64
	lwz     r8,80(r1)
	lwz     r5,116(r1)
	rlwinm  r4,r8,0,31,29
	addi    r4,r4,-32
	and     r5,r4,r5
.L53:
	lwarx   r4,0,r28
	cmplw   r4,r8
	bne-    .L54
	crset   4*cr5+lt
	stwcx.  r5,0,r28
	bne-    .L53
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L9
	b       .L64
.L54:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L9
.L55:
	lwz     r5,80(r1)
	crclr   4*cr1+gt
	rlwinm  r3,r5,0,31,29
	addi    r4,r3,32
	isel    r29,r3,r4,4*cr2+so
	srwi    r3,r5,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	blt     cr5,.L58
	ld      r3,32(r1)
	std     r6,64(r1)
	std     r7,72(r1)
	stw     r25,200(r1)
	std     r3,192(r1)
	addi    r3,r1,192
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	beq     .L56
	ori     r29,r29,8
	crset   4*cr1+gt
	b       .L57
.L56:
	srwi    r3,r4,5
	cmplwi  cr1,r3,15624
	ori     r3,r29,8
	isel    r29,r3,r29,4*cr1+gt
.L57:
	ld      r7,72(r1)
	ld      r6,64(r1)
	li      r8,-17
	li      r9,-25
	ld      r0,56(r1)
	li      r10,-23
	li      r11,-31
	li      r12,-27
.L58:
	lwz     r3,80(r1)
	cmplw   r29,r3
	beq     .L61
.L59:
	lwarx   r4,0,r28
	lwz     r3,80(r1)
	cmplw   r4,r3
	bne-    .L60
	crset   4*cr5+lt
	stwcx.  r29,0,r28
	bne-    .L59
	bge     cr5,.L8
	b       .L61
.L60:
	b       .L8
.L61:
	cror    4*cr2+gt,4*cr2+gt,4*cr1+gt
	andi.   r3,r29,4
	crset   4*cr2+so
	bne     .L7
	mr      r15,r0
	mr      r16,r6
	mr      r19,r7
	bne     cr3,.L62
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,32(r1)
	mr      r25,r4
.L62:
	li      r3,2
	clrldi  r4,r29,32
	mr      r5,r22
	li      r7,128
	mr      r6,r15
	isel    r8,r3,r31,4*cr2+gt
	mr      r3,r28
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	li      r3,7
	stw     r26,120(r1)
	stw     r23,136(r1)
	mr      r0,r15
	stw     r23,152(r1)
	stw     r23,168(r1)
	crset   4*cr2+so
	li      r8,-17
	stdx    r26,r27,r3
	std     r26,0(r27)
	li      r9,-25
	li      r10,-23
	lwz     r29,0(r28)
	li      r11,-31
	li      r12,-27
	mr      r7,r19
	li      r19,2
	mr      r6,r16
	li      r17,-19
	b       .L6
.L63:
	li      r3,1
	bge     cr3,.L64
	mr      r2,r2
.L64:
	ld      r31,344(r1)
	ld      r30,336(r1)
	ld      r29,328(r1)
	ld      r28,320(r1)
	ld      r27,312(r1)
	ld      r26,304(r1)
	ld      r25,296(r1)
	ld      r24,288(r1)
	ld      r23,280(r1)
	ld      r22,272(r1)
	ld      r21,264(r1)
	ld      r20,256(r1)
	ld      r19,248(r1)
	ld      r18,240(r1)
	ld      r17,232(r1)
	ld      r16,224(r1)
	ld      r15,216(r1)
	ld      r14,208(r1)
	addi    r1,r1,352
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
