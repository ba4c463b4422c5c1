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
	stdu    r1,-432(r1)
	std     r0,448(r1)
	std     r28,400(r1)
	mr      r28,r3
	lis     r3,15258
	std     r19,328(r1)
	std     r4,144(r1)
	xxlxor  vs0,vs0,vs0
	addi    r4,r1,152
	std     r29,408(r1)
	ori     r19,r3,51712
	li      r3,56
	li      r6,272
	li      r29,0
	std     r14,288(r1)
	std     r15,296(r1)
	std     r16,304(r1)
	std     r17,312(r1)
	stxvd2x vs0,r4,r3
	li      r3,72
	std     r18,320(r1)
	std     r20,336(r1)
	std     r21,344(r1)
	std     r22,352(r1)
	std     r23,360(r1)
	std     r24,368(r1)
	stxvd2x vs0,r4,r3
	li      r3,81
	std     r25,376(r1)
	std     r26,384(r1)
	std     r27,392(r1)
	std     r30,416(r1)
	mr      r30,r5
	std     r31,424(r1)
	stxvd2x vs0,r4,r3
	lis     r3,15258
	ori     r3,r3,51712
	stvx    v31,r1,r6
	stw     r29,152(r1)
	stb     r29,249(r1)
	stw     r3,168(r1)
	stw     r3,184(r1)
	stw     r3,200(r1)
	lwz     r25,0(r28)
	srwi    r3,r25,4
	andi.   r3,r3,1
	nop
	nop
	addi    r3,r13,-28616
	ld      r4,0(r3)
	ld      r26,8(r3)
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
	addze.  r4,r29
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
	subfc   r3,r26,r27
	addze.  r4,r4
	iseleq  r3,0,r3
	bl      <hintlock::spin::policy::less_clock_read+0x8>
	nop
	lis     r4,-25033
	cmpldi  r3,60
	ori     r4,r4,31161
	rldic   r4,r4,32,0
	oris    r4,r4,32586
	ori     r4,r4,31765
	mulld   r5,r28,r4
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
	lis     r3,-25033
	ori     r3,r3,31161
	rldic   r3,r3,32,0
	oris    r3,r3,32586
	ori     r3,r3,31765
	mulld   r3,r28,r3
	srdi    r3,r3,58
.L4:
	nop
	sldi    r3,r3,6
	nop
	nop
	nop
	cmpw    cr2,r30,r19
	lis     r8,15258
	addi    r9,r1,208
	addi    r6,r2,-29888
	nop
	nop
	nop
	addi    r10,r1,152
	li      r15,-17
	li      r11,-25
	li      r12,-23
	li      r17,-31
	li      r31,-19
	li      r29,-27
	li      r20,1
	li      r21,0
	ori     r16,r8,51712
	add     r26,r6,r3
	lis     r3,-25033
	addi    r22,r13,-28600
	addi    r5,r13,-28672
	addi    r18,r13,-28624
	li      r23,2
	clrldi  r8,r30,32
	xxlxor  vs63,vs63,vs63
	ori     r6,r3,31161
	lis     r3,-32768
	mr      r0,r19
	crclr   4*cr2+so
	crclr   4*cr2+gt
	ori     r3,r3,1
	rldic   r7,r3,1,31
.L5:
	cmpw    cr3,r0,r19
.L6:
	isel    r14,r11,r15,4*cr2+gt
	isel    r24,r17,r12,4*cr2+gt
	crclr   4*cr3+lt
	isel    r17,r29,r31,4*cr2+gt
	and     r27,r14,r31
.L7:
	ble     cr2,.L25
.L8:
	andi.   r3,r25,1
	bgt     .L22
	bns     cr2,.L15
	nop
	nop
	nop
	nop
.L9:
	lbz     r3,247(r1)
	stb     r20,245(r1)
	stw     r21,240(r1)
	andi.   r3,r3,1
	stb     r21,247(r1)
	ble     .L10
	stb     r21,248(r1)
	std     r21,0(r22)
	stw     r21,8(r22)
.L10:
	addi    r3,r25,-31
	and     r3,r3,r27
.L11:
	lwarx   r29,0,r28,1
	cmpw    r29,r25
	bne-    .L12
	stwcx.  r3,0,r28
	bne-    .L11
	isync
.L12:
	ld      r3,216(r1)
	cmpldi  r3,0
	bne     .L14
	cmpw    r29,r25
	beq     .L81
.L13:
	mr      r25,r29
	andi.   r3,r29,1
	ble     .L9
	b       .L21
.L14:
	mr      r3,r10
	std     r9,64(r1)
	mr      r15,r10
	std     r18,72(r1)
	mr      r18,r26
	mr      r26,r5
	stw     r17,136(r1)
	std     r0,128(r1)
	mr      r31,r6
	mr      r23,r7
	mr      r17,r8
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	ld      r0,128(r1)
	mr      r8,r17
	li      r12,-23
	li      r11,-25
	lwz     r17,136(r1)
	mr      r5,r26
	mr      r26,r18
	ld      r18,72(r1)
	ld      r9,64(r1)
	mr      r7,r23
	li      r23,2
	mr      r6,r31
	li      r31,-19
	mr      r10,r15
	li      r15,-17
	cmpw    r29,r25
	bne     .L13
	b       .L81
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L15:
	lbz     r3,247(r1)
	stb     r20,245(r1)
	stw     r21,240(r1)
	andi.   r3,r3,1
	stb     r21,247(r1)
	ble     .L16
	stb     r21,248(r1)
	std     r21,0(r22)
	stw     r21,8(r22)
.L16:
	ori     r3,r25,1
	and     r3,r3,r14
.L17:
	lwarx   r29,0,r28,1
	cmpw    r29,r25
	bne-    .L18
	stwcx.  r3,0,r28
	bne-    .L17
	isync
.L18:
	ld      r3,216(r1)
	cmpldi  r3,0
	bne     .L20
	cmpw    r29,r25
	beq     .L81
.L19:
	mr      r25,r29
	andi.   r3,r29,1
	ble     .L15
	b       .L21
.L20:
	addi    r3,r1,152
	std     r9,64(r1)
	mr      r15,r10
	std     r18,72(r1)
	mr      r18,r26
	mr      r26,r5
	mr      r31,r6
	stw     r17,136(r1)
	mr      r23,r7
	mr      r17,r8
	std     r0,128(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	ld      r0,128(r1)
	mr      r8,r17
	li      r12,-23
	li      r11,-25
	lwz     r17,136(r1)
	mr      r5,r26
	mr      r26,r18
	ld      r18,72(r1)
	ld      r9,64(r1)
	mr      r7,r23
	li      r23,2
	mr      r6,r31
	li      r31,-19
	mr      r10,r15
	li      r15,-17
	cmpw    r29,r25
	bne     .L19
	b       .L81
	nop
	nop
	nop
.L21:
	mr      r25,r29
	stb     r20,246(r1)
.L22:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L42
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r24
.L23:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L24
	stwcx.  r3,0,r28
	bne-    .L23
	isync
.L24:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L8
	b       .L81
.L25:
	andi.   r3,r25,1
	bgt     .L39
	bns     cr2,.L32
	nop
	nop
	nop
	nop
	nop
.L26:
	andi.   r3,r25,8
	bne     .L39
	lbz     r3,247(r1)
	stb     r20,245(r1)
	stw     r21,240(r1)
	andi.   r3,r3,1
	stb     r21,247(r1)
	ble     .L27
	stb     r21,248(r1)
	std     r21,0(r22)
	stw     r21,8(r22)
.L27:
	addi    r3,r25,-31
	and     r3,r3,r27
.L28:
	lwarx   r29,0,r28,1
	cmpw    r29,r25
	bne-    .L29
	stwcx.  r3,0,r28
	bne-    .L28
	isync
.L29:
	ld      r3,216(r1)
	cmpldi  r3,0
	bne     .L31
	cmpw    r29,r25
	beq     .L81
.L30:
	mr      r25,r29
	andi.   r3,r29,1
	ble     .L26
	b       .L38
.L31:
	addi    r3,r1,152
	std     r9,64(r1)
	mr      r15,r10
	std     r18,72(r1)
	mr      r18,r26
	mr      r26,r5
	mr      r31,r6
	stw     r17,136(r1)
	mr      r23,r7
	mr      r17,r8
	std     r0,128(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	ld      r0,128(r1)
	mr      r8,r17
	li      r12,-23
	li      r11,-25
	lwz     r17,136(r1)
	mr      r5,r26
	mr      r26,r18
	ld      r18,72(r1)
	ld      r9,64(r1)
	mr      r7,r23
	li      r23,2
	mr      r6,r31
	li      r31,-19
	mr      r10,r15
	li      r15,-17
	cmpw    r29,r25
	bne     .L30
	b       .L81
	nop
	nop
	nop
	nop
	nop
.L32:
	andi.   r3,r25,8
	bne     .L39
	lbz     r3,247(r1)
	stb     r20,245(r1)
	stw     r21,240(r1)
	andi.   r3,r3,1
	stb     r21,247(r1)
	ble     .L33
	stb     r21,248(r1)
	std     r21,0(r22)
	stw     r21,8(r22)
.L33:
	ori     r3,r25,1
	and     r3,r3,r14
.L34:
	lwarx   r29,0,r28,1
	cmpw    r29,r25
	bne-    .L35
	stwcx.  r3,0,r28
	bne-    .L34
	isync
.L35:
	ld      r3,216(r1)
	cmpldi  r3,0
	bne     .L37
	cmpw    r29,r25
	beq     .L81
.L36:
	mr      r25,r29
	andi.   r3,r29,1
	ble     .L32
	b       .L38
.L37:
	addi    r3,r1,152
	std     r9,64(r1)
	mr      r15,r10
	std     r18,72(r1)
	mr      r18,r26
	mr      r26,r5
	mr      r31,r6
	stw     r17,136(r1)
	mr      r23,r7
	mr      r17,r8
	std     r0,128(r1)
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	ld      r0,128(r1)
	mr      r8,r17
	li      r12,-23
	li      r11,-25
	lwz     r17,136(r1)
	mr      r5,r26
	mr      r26,r18
	ld      r18,72(r1)
	ld      r9,64(r1)
	mr      r7,r23
	li      r23,2
	mr      r6,r31
	li      r31,-19
	mr      r10,r15
	li      r15,-17
	cmpw    r29,r25
	bne     .L36
	b       .L81
.L38:
	mr      r25,r29
	stb     r20,246(r1)
	nop
	nop
	nop
.L39:
	srwi    r3,r25,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L42
	rlwinm  r3,r25,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r24
.L40:
	lwarx   r4,0,r28,1
	cmpw    r4,r25
	bne-    .L41
	stwcx.  r3,0,r28
	bne-    .L40
	isync
.L41:
	cmplw   r4,r25
	mr      r25,r4
	bne     .L25
	b       .L81
.L42:
	lwz     r29,232(r1)
	mr      r3,r25
	std     r7,112(r1)
	std     r0,128(r1)
	stw     r17,136(r1)
	std     r3,104(r1)
	cmplwi  r29,0
	bne     .L43
	mr      r25,r9
	mr      r15,r10
	std     r18,72(r1)
	mr      r18,r26
	mr      r26,r5
	mr      r31,r6
	mr      r23,r7
	mr      r17,r30
	mr      r30,r8
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	cmpldi  r3,0
	ld      r0,128(r1)
	li      r12,-23
	li      r11,-25
	mr      r8,r30
	mr      r30,r17
	lwz     r17,136(r1)
	mr      r5,r26
	mr      r26,r18
	ld      r18,72(r1)
	mr      r7,r23
	li      r23,2
	mr      r6,r31
	li      r31,-19
	mr      r10,r15
	li      r15,-17
	mr      r9,r25
	beq     .L57
.L43:
	lwz     r4,240(r1)
	std     r5,120(r1)
	li      r5,-1
	addi    r3,r29,1
	stw     r3,232(r1)
	addi    r4,r4,1
	cmpwi   r4,0
	iseleq  r29,r5,r4
	lwz     r4,152(r1)
	cmplwi  r4,0
	stw     r29,240(r1)
	beq     .L44
	cmplwi  r4,1
	ld      r5,120(r1)
	bne     .L45
	lbz     r3,249(r1)
	andi.   r3,r3,1
	bgt     .L57
	std     r7,152(r1)
	b       .L46
.L44:
	lbz     r4,246(r1)
	ld      r5,120(r1)
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr2+lt
	bge     cr5,.L46
	std     r8,96(r1)
	stw     r6,92(r1)
	std     r10,80(r1)
	std     r9,64(r1)
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r5,168(r1)
	mr      r17,r4
	std     r3,256(r1)
	stw     r4,264(r1)
	cmplw   r5,r19
	bne     .L50
	std     r3,160(r1)
	stw     r4,168(r1)
	std     r4,56(r1)
	std     r3,48(r1)
	b       .L51
.L45:
	lwz     r3,156(r1)
	cmplwi  r3,3
	bge     .L57
	addi    r3,r3,1
	stw     r23,152(r1)
	stw     r3,156(r1)
.L46:
	lwz     r17,136(r1)
	blt     cr3,.L63
	mr      r1,r1
	ld      r3,0(r26)
	lwz     r4,0(r18)
	addi    r29,r4,1
	srdi    r4,r3,4
	mullw   r25,r29,r6
	stw     r29,72(r1)
	stw     r29,0(r18)
	xor     r25,r25,r10
	ori     r25,r25,1
	stw     r25,236(r1)
	andi.   r25,r29,15
	mcrf    cr1,cr0
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr1+eq
	blt     cr5,.L70
.L47:
	std     r3,64(r1)
	andi.   r3,r3,17
	std     r28,208(r1)
	addic   r4,r3,-1
	subfe   r3,r4,r3
	stb     r3,244(r1)
	beq     .L48
	stw     r25,56(r1)
	mr      r25,r9
	mr      r15,r10
	mr      r17,r6
	mr      r23,r7
	mr      r29,r8
	bl      <<std::time::Instant>::now+0x8>
	nop
	ld      r0,128(r1)
	mr      r6,r17
	li      r12,-23
	li      r11,-25
	lwz     r17,136(r1)
	ld      r5,120(r1)
	std     r3,160(r1)
	stw     r4,168(r1)
	mr      r9,r25
	lwz     r25,56(r1)
	std     r3,176(r1)
	stw     r4,184(r1)
	mr      r8,r29
	mr      r7,r23
	li      r23,2
	std     r3,192(r1)
	mr      r10,r15
	stw     r4,200(r1)
	b       .L49
.L48:
	ld      r3,0(r22)
	cmpld   r3,r28
	bne     .L49
	lwz     r3,8(r22)
	stb     r20,247(r1)
	addi    r3,r3,1
	stw     r3,8(r22)
	clrlwi  r3,r3,30
	cntlzw  r3,r3
	srwi    r3,r3,5
	xori    r3,r3,1
	stb     r3,248(r1)
.L49:
	ld      r3,104(r1)
	rlwinm  r3,r3,0,27,27
	or.     r3,r25,r3
	bne     .L63
	ld      r4,64(r1)
	mr      r3,r26
	std     r8,96(r1)
	mr      r29,r0
	mr      r17,r6
	mr      r15,r10
	mr      r25,r9
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	andi.   r3,r3,1
	lwz     r3,72(r1)
	crmove  4*cr5+lt,gt
	andi.   r3,r3,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L61
	ld      r5,120(r1)
	mr      r6,r17
	li      r11,-25
	li      r12,-23
	ld      r7,112(r1)
	ld      r8,96(r1)
	std     r26,216(r1)
	lwz     r17,136(r1)
	mr      r9,r25
	mr      r10,r15
	mr      r0,r29
	b       .L62
.L50:
	ld      r4,160(r1)
	std     r5,56(r1)
	std     r4,48(r1)
.L51:
	lwz     r25,184(r1)
	ld      r9,64(r1)
	li      r11,-25
	li      r12,-23
	ld      r10,80(r1)
	ld      r5,120(r1)
	lwz     r6,92(r1)
	ld      r7,112(r1)
	ld      r8,96(r1)
	ld      r0,128(r1)
	cmplw   r25,r19
	bne     .L52
	mr      r25,r17
	std     r3,176(r1)
	stw     r25,184(r1)
.L52:
	lbz     r4,245(r1)
	std     r3,72(r1)
	std     r3,192(r1)
	andi.   r4,r4,1
	stw     r17,200(r1)
	stb     r21,245(r1)
	ble     .L53
	ld      r3,72(r1)
	mr      r25,r17
	stw     r25,184(r1)
	std     r3,176(r1)
.L53:
	cmplwi  r29,7
	ble     .L55
	lbz     r4,248(r1)
	andi.   r4,r4,1
	bgt     .L54
	ld      r4,176(r1)
	clrldi  r5,r25,32
	addi    r3,r1,256
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r16
	mulld   r3,r3,r16
	li      r12,-23
	li      r11,-25
	clrldi  r4,r4,32
	ld      r0,128(r1)
	ld      r8,96(r1)
	ld      r7,112(r1)
	lwz     r6,92(r1)
	ld      r10,80(r1)
	ld      r9,64(r1)
	addc    r3,r3,r4
	addze.  r4,r5
	ld      r5,120(r1)
	cmpldi  cr1,r3,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L55
.L54:
	lbz     r3,244(r1)
	lbz     r4,247(r1)
	lwz     r17,136(r1)
	or      r3,r3,r4
	andi.   r3,r3,1
	bgt     .L57
	ld      r3,208(r1)
	stw     r21,8(r22)
	std     r3,0(r22)
	b       .L57
.L55:
	blt     cr2,.L56
	ld      r3,56(r1)
	ld      r4,48(r1)
	clrldi  r5,r3,32
	addi    r3,r1,256
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r16
	mulld   r3,r3,r16
	li      r12,-23
	li      r11,-25
	clrldi  r4,r4,32
	ld      r0,128(r1)
	ld      r8,96(r1)
	ld      r7,112(r1)
	lwz     r6,92(r1)
	ld      r10,80(r1)
	ld      r9,64(r1)
	addc    r3,r3,r4
	addze.  r4,r5
	ld      r5,120(r1)
	cmpldi  cr1,r3,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L46
.L56:
	ld      r3,0(r5)
	lwz     r4,8(r5)
	ld      r5,72(r1)
	clrldi  r6,r17,32
	bl      <hintlock::spin::policy::may_yield+0x8>
	nop
	cmpldi  r3,0
	ld      r0,128(r1)
	li      r12,-23
	li      r11,-25
	ld      r8,96(r1)
	ld      r7,112(r1)
	lwz     r6,92(r1)
	ld      r5,120(r1)
	ld      r10,80(r1)
	ld      r9,64(r1)
	lwz     r17,136(r1)
	beq     .L57
	stw     r20,152(r1)
	b       .L46
.L57:
	bge     cr3,.L58
	mr      r2,r2
.L58:
	std     r8,96(r1)
	beq     cr2,.L72
	mr      r31,r6
	mr      r23,r18
	mr      r18,r26
	mr      r26,r16
	mr      r16,r5
	mr      r25,r10
	mr      r29,r9
	bl      <<std::time::Instant>::now+0x8>
	nop
	ld      r5,144(r1)
	cmpd    r3,r5
	bne     .L59
	cmplw   r4,r30
.L59:
	ld      r7,112(r1)
	ld      r8,96(r1)
	li      r11,-25
	li      r12,-23
	ld      r0,128(r1)
	mr      r9,r29
	mr      r10,r25
	mr      r5,r16
	mr      r16,r26
	mr      r26,r18
	mr      r18,r23
	mr      r6,r31
	li      r31,-19
	blt     .L72
	li      r3,0
	bns     cr2,.L82
	ld      r29,104(r1)
	li      r23,2
	rlwinm  r4,r29,0,31,29
	addi    r4,r4,-32
	and     r4,r4,r17
.L60:
	lwarx   r25,0,r28
	cmplw   r25,r29
	bne-    .L71
	crset   4*cr5+lt
	stwcx.  r4,0,r28
	bne-    .L60
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L7
	b       .L82
.L61:
	ld      r5,120(r1)
	mr      r6,r17
	li      r11,-25
	li      r12,-23
	ld      r7,112(r1)
	ld      r8,96(r1)
	lwz     r17,136(r1)
	mr      r9,r25
	mr      r10,r15
	mr      r0,r29
	bge     cr5,.L63
.L62:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L62
.L63:
	lwz     r3,152(r1)
	std     r10,80(r1)
	stw     r6,92(r1)
	cmplwi  r3,0
	beq     .L64
	cmplwi  r3,2
	bne     .L65
	li      r3,0
	li      r4,20000
	mr      r29,r9
	mr      r25,r7
	mr      r17,r8
	mr      r15,r0
	bl      <std::thread::functions::sleep+0x8>
	nop
	mr      r8,r17
	ld      r5,120(r1)
	li      r12,-23
	li      r11,-25
	lwz     r17,136(r1)
	mr      r0,r15
	mr      r7,r25
	mr      r9,r29
	b       .L67
.L64:
	lwz     r3,236(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,236(r1)
	b       .L67
.L65:
	mr      r17,r0
	mr      r25,r8
	mr      r29,r9
	bl      <std::thread::functions::yield_now+0x8>
	nop
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r5,r4
	lwz     r4,200(r1)
	cmplw   r4,r19
	bne     .L66
	ld      r5,120(r1)
	ld      r7,112(r1)
	stb     r21,249(r1)
	li      r11,-25
	mr      r0,r17
	lwz     r17,136(r1)
	li      r12,-23
	mr      r9,r29
	mr      r8,r25
	b       .L67
.L66:
	mr      r15,r3
	ld      r3,192(r1)
	std     r5,104(r1)
	clrldi  r6,r5,32
	mr      r5,r15
	bl      <hintlock::spin::policy::ran_others+0x8>
	nop
	cmpldi  r3,0
	ld      r5,120(r1)
	li      r11,-25
	li      r12,-23
	ld      r7,112(r1)
	mr      r0,r17
	stb     r3,249(r1)
	lwz     r17,136(r1)
	mr      r9,r29
	mr      r8,r25
	beq     .L67
	ld      r3,104(r1)
	std     r15,0(r5)
	stw     r3,8(r5)
.L67:
	ld      r3,216(r1)
	cmpldi  r3,0
	bne     .L69
.L68:
	lwz     r25,0(r28)
	ld      r10,80(r1)
	crset   4*cr3+lt
	li      r15,-17
	lwz     r6,92(r1)
	b       .L7
.L69:
	addi    r3,r1,152
	mr      r29,r9
	mr      r25,r7
	mr      r17,r8
	mr      r15,r0
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll+0x8>
	nop
	mr      r8,r17
	lwz     r17,136(r1)
	li      r12,-23
	li      r11,-25
	ld      r5,120(r1)
	mr      r0,r15
	mr      r7,r25
	mr      r9,r29
	b       .L68
.L70:
	std     r9,64(r1)
	mr      r15,r10
	mr      r17,r6
	stw     r25,56(r1)
	mr      r23,r7
	mr      r29,r3
	mr      r25,r8
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	mr      r5,r3
	mr      r3,r26
	mr      r4,r29
	bl      <hintlock::spin::policy::drop_stale_far>
	nop
	ld      r0,128(r1)
	mr      r8,r25
	li      r12,-23
	li      r11,-25
	lwz     r25,56(r1)
	mr      r6,r17
	lwz     r17,136(r1)
	ld      r5,120(r1)
	ld      r9,64(r1)
	mr      r7,r23
	li      r23,2
	mr      r10,r15
	b       .L47
.L71:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L7
.L72:
	ld      r23,104(r1)
	rlwinm  r3,r23,0,31,29
	addi    r4,r3,32
	isel    r27,r3,r4,4*cr2+so
	srwi    r3,r23,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+gt,4*cr5+lt,4*cr3+eq
	crclr   4*cr5+lt
	ble     cr5,.L73
	li      r17,-31
	li      r29,-27
	li      r23,2
	b       .L75
.L73:
	ld      r3,40(r1)
	stw     r6,92(r1)
	mr      r24,r5
	stw     r0,264(r1)
	mr      r25,r10
	mr      r29,r9
	std     r3,256(r1)
	addi    r3,r1,256
	srwi    r23,r23,5
	mr      r14,r0
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	mr      r17,r3
	mr      r3,r23
	std     r4,136(r1)
	bl      <hintlock::spin::policy::fair_after>
	nop
	cmpld   r17,r3
	li      r17,-31
	li      r23,2
	bne     .L74
	ld      r3,136(r1)
	cmplw   r3,r4
.L74:
	ori     r3,r27,8
	crnot   4*cr5+lt,lt
	lwz     r6,92(r1)
	li      r11,-25
	ld      r7,112(r1)
	ld      r8,96(r1)
	li      r12,-23
	mr      r9,r29
	isel    r27,r3,r27,4*cr5+lt
	li      r29,-27
	mr      r10,r25
	mr      r5,r24
	mr      r0,r14
.L75:
	ld      r3,104(r1)
	cmplw   r27,r3
	beq     .L77
.L76:
	lwarx   r25,0,r28
	ld      r3,104(r1)
	cmplw   r25,r3
	bne-    .L78
	crset   4*cr5+gt
	stwcx.  r27,0,r28
	bne-    .L76
	ble     cr5,.L6
.L77:
	mr      r25,r27
	cror    4*cr2+gt,4*cr2+gt,4*cr5+lt
	andi.   r3,r27,4
	crset   4*cr2+so
	bne     .L6
	b       .L79
.L78:
	b       .L6
.L79:
	mr      r14,r0
	mr      r25,r8
	stw     r6,92(r1)
	std     r5,120(r1)
	mr      r24,r10
	mr      r29,r9
	bne     cr3,.L80
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,40(r1)
	mr      r14,r4
.L80:
	isel    r8,r23,r20,4*cr2+gt
	ld      r5,144(r1)
	li      r7,128
	clrldi  r4,r27,32
	mr      r3,r28
	mr      r6,r25
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	li      r3,16
	stw     r21,152(r1)
	stw     r19,168(r1)
	mr      r8,r25
	stw     r19,184(r1)
	stw     r19,200(r1)
	mr      r9,r29
	crset   4*cr2+so
	stxvd2x vs63,r29,r3
	li      r3,26
	stxvd2x vs63,0,r29
	mr      r10,r24
	li      r11,-25
	li      r12,-23
	mr      r0,r14
	stxvd2x vs63,r29,r3
	li      r29,-27
	lwz     r25,0(r28)
	ld      r5,120(r1)
	lwz     r6,92(r1)
	ld      r7,112(r1)
	b       .L5
.L81:
	li      r3,1
	bge     cr3,.L82
	mr      r2,r2
.L82:
	li      r4,272
	ld      r31,424(r1)
	ld      r30,416(r1)
	lvx     v31,r1,r4
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
