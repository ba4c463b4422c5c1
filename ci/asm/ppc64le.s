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
	std     r29,344(r1)
	std     r18,256(r1)
	std     r22,288(r1)
	mr      r18,r4
	addi    r4,r1,136
	ori     r3,r3,31161
	std     r25,312(r1)
	li      r25,0
	std     r14,224(r1)
	std     r15,232(r1)
	std     r16,240(r1)
	xxlxor  vs0,vs0,vs0
	rldic   r3,r3,32,0
	std     r17,248(r1)
	std     r19,264(r1)
	oris    r3,r3,32586
	std     r20,272(r1)
	std     r21,280(r1)
	std     r23,296(r1)
	std     r24,304(r1)
	ori     r29,r3,31765
	lis     r3,15258
	std     r26,320(r1)
	std     r27,328(r1)
	std     r30,352(r1)
	std     r31,360(r1)
	mr      r30,r5
	ori     r22,r3,51712
	li      r3,63
	stw     r25,136(r1)
	stdx    r25,r4,r3
	lis     r3,15258
	std     r25,192(r1)
	ori     r3,r3,51712
	stw     r3,152(r1)
	stw     r3,168(r1)
	stw     r3,184(r1)
	lwz     r21,0(r28)
	srwi    r3,r21,4
	andi.   r3,r3,1
	nop
	nop
	addi    r3,r13,-28632
	ld      r4,0(r3)
	ld      r26,8(r3)
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
	addze.  r4,r25
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
	subfc   r6,r26,r27
	mulld   r3,r28,r29
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
	mulld   r3,r28,r29
	srdi    r3,r3,58
.L5:
	nop
	nop
	sldi    r3,r3,6
	lis     r6,15258
	addi    r20,r1,136
	cmpw    cr2,r30,r22
	li      r19,1
	addi    r27,r1,192
	addi    r4,r2,-29888
	nop
	ori     r0,r6,51712
	lis     r6,-32768
	mr      r29,r20
	li      r7,-17
	li      r8,-25
	li      r16,-19
	li      r9,-23
	li      r10,-31
	li      r11,-27
	li      r25,1
	li      r23,0
	add     r3,r4,r3
	li      r12,-1
	li      r15,2
	li      r14,-26
	mr      r24,r22
	rlwimi  r29,r19,0,31,31
	crclr   4*cr2+so
	crclr   4*cr2+gt
	std     r3,128(r1)
	addi    r3,r13,-28640
	std     r3,112(r1)
	ori     r3,r6,1
	rldic   r6,r3,1,31
	lis     r3,-25033
	ori     r3,r3,31161
	stw     r3,108(r1)
	clrldi  r3,r30,32
	std     r3,96(r1)
.L6:
	cmpw    cr3,r24,r22
.L7:
	isel    r31,r8,r7,4*cr2+gt
	isel    r26,r10,r9,4*cr2+gt
	isel    r3,r11,r16,4*cr2+gt
	stw     r3,124(r1)
	and     r17,r31,r16
	mr      r4,r21
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
	nop
.L11:
	addi    r3,r4,-31
	stb     r25,205(r1)
	stw     r23,200(r1)
	and     r5,r3,r17
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
	stb     r25,205(r1)
	stw     r23,200(r1)
	and     r5,r3,r31
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
	stb     r25,206(r1)
.L18:
	srwi    r3,r4,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L32
	rlwinm  r3,r4,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r26
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
	stb     r25,205(r1)
	stw     r23,200(r1)
	and     r5,r3,r17
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
	and     r5,r4,r14
	stb     r25,205(r1)
	stw     r23,200(r1)
	rlwimi  r5,r19,0,31,31
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
	stb     r25,206(r1)
	nop
.L29:
	srwi    r3,r4,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L32
	rlwinm  r3,r4,0,31,28
	crset   4*cr2+so
	addi    r3,r3,-32
	and     r3,r3,r26
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
	std     r18,88(r1)
	lwz     r18,192(r1)
	stw     r4,76(r1)
	cmplwi  r18,0
	bne     .L33
	mr      r21,r0
	mr      r15,r6
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	cmpldi  r3,0
	mr      r6,r15
	li      r15,2
	li      r12,-1
	mr      r0,r21
	li      r11,-27
	li      r10,-31
	li      r9,-23
	li      r8,-25
	li      r7,-17
	beq     .L50
.L33:
	lwz     r3,200(r1)
	lwz     r21,136(r1)
	std     r27,80(r1)
	addi    r3,r3,1
	cmpwi   cr1,r21,0
	lbz     r4,206(r1)
	cmpwi   r3,0
	iseleq  r27,r12,r3
	addi    r3,r18,1
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	crandc  4*cr5+lt,4*cr1+eq,gt
	stw     r3,192(r1)
	clrlwi  r3,r3,30
	stw     r27,200(r1)
	bge     cr5,.L37
	cmpwi   r3,1
	beq     .L37
.L34:
	blt     cr3,.L36
	mr      r1,r1
	ld      r3,128(r1)
	ld      r4,0(r3)
	ld      r5,112(r1)
	clrlwi  r3,r4,31
	stb     r3,204(r1)
	lwz     r3,0(r5)
	addi    r3,r3,1
	stw     r3,0(r5)
	lwz     r5,108(r1)
	mullw   r5,r3,r5
	clrlwi  r3,r3,28
	xor     r5,r5,r20
	ori     r5,r5,1
	stw     r5,196(r1)
	lwz     r5,76(r1)
	rlwimi  r3,r5,0,27,27
	cmplwi  r3,0
	bne     .L36
	ld      r3,128(r1)
	mr      r27,r0
	mr      r21,r6
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	mr      r6,r21
	mr      r0,r27
	li      r12,-1
	andi.   r3,r3,1
	ble     .L36
.L35:
	lwarx   r3,0,r28
	ori     r3,r3,16
	stwcx.  r3,0,r28
	bne-    .L35
.L36:
	lwz     r3,136(r1)
	ld      r18,88(r1)
	ld      r27,80(r1)
	cmplwi  r3,0
	beq     .L38
	cmplwi  r3,2
	bne     .L39
	li      r3,0
	li      r4,20000
	mr      r21,r0
	mr      r15,r6
	bl      <std::thread::functions::sleep+0x8>
	nop
	mr      r6,r15
	mr      r0,r21
	li      r12,-1
	b       .L40
.L37:
	std     r6,64(r1)
	mr      r18,r0
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r5,152(r1)
	std     r3,208(r1)
	stw     r4,216(r1)
	cmplw   r5,r22
	bne     .L42
	mr      r5,r4
	std     r3,144(r1)
	stw     r4,152(r1)
	std     r3,48(r1)
	std     r5,56(r1)
	b       .L43
.L38:
	lwz     r3,196(r1)
	cmplwi  r3,0
	iseleq  r3,r29,r3
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,196(r1)
	b       .L41
.L39:
	mr      r15,r6
	mr      r21,r0
	bl      <std::thread::functions::yield_now+0x8>
	nop
	li      r12,-1
	mr      r0,r21
	mr      r6,r15
.L40:
	li      r15,2
.L41:
	lwz     r4,0(r28)
	crset   4*cr3+lt
	b       .L9
.L42:
	std     r5,56(r1)
	ld      r5,144(r1)
	std     r5,48(r1)
.L43:
	lwz     r5,168(r1)
	li      r9,-23
	li      r10,-31
	li      r11,-27
	li      r12,-1
	mr      r0,r18
	cmplw   r5,r22
	bne     .L44
	mr      r5,r4
	std     r3,160(r1)
	stw     r4,168(r1)
.L44:
	lbz     r8,205(r1)
	ld      r6,176(r1)
	std     r3,176(r1)
	stb     r23,205(r1)
	lwz     r7,184(r1)
	stw     r4,184(r1)
	andi.   r8,r8,1
	ble     .L45
	std     r3,160(r1)
	stw     r4,168(r1)
	mr      r5,r4
.L45:
	cmplwi  r21,0
	li      r8,-25
	beq     .L46
	cmplwi  r21,1
	bne     .L49
	cmplw   r7,r22
	iseleq  r5,r4,r7
	iseleq  r4,r3,r6
	addi    r3,r1,208
	clrldi  r5,r5,32
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r18
	mulld   r3,r3,r18
	li      r12,-1
	li      r11,-27
	clrldi  r4,r4,32
	ld      r27,80(r1)
	li      r10,-31
	li      r9,-23
	ld      r6,64(r1)
	mr      r0,r18
	li      r8,-25
	li      r7,-17
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r4,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r3,999
	blt     cr5,.L50
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L50
	std     r6,136(r1)
	b       .L34
.L46:
	cmplwi  r27,7
	ld      r27,80(r1)
	ld      r6,64(r1)
	ble     .L47
	ld      r4,160(r1)
	clrldi  r5,r5,32
	addi    r3,r1,208
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r18
	mulld   r3,r3,r18
	li      r12,-1
	li      r11,-27
	clrldi  r4,r4,32
	ld      r6,64(r1)
	li      r10,-31
	li      r9,-23
	mr      r0,r18
	li      r8,-25
	li      r7,-17
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
	ld      r3,56(r1)
	ld      r4,48(r1)
	clrldi  r5,r3,32
	addi    r3,r1,208
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r18
	mulld   r3,r3,r18
	li      r12,-1
	clrldi  r4,r4,32
	ld      r6,64(r1)
	mr      r0,r18
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r3,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L34
.L48:
	stw     r25,136(r1)
	b       .L34
.L49:
	lwz     r3,140(r1)
	ld      r27,80(r1)
	li      r7,-17
	ld      r6,64(r1)
	cmplwi  r3,3
	bge     .L50
	addi    r3,r3,1
	stw     r15,136(r1)
	stw     r3,140(r1)
	b       .L34
.L50:
	bge     cr3,.L51
	mr      r2,r2
.L51:
	ld      r18,88(r1)
	beq     cr2,.L55
	mr      r15,r6
	mr      r21,r0
	bl      <<std::time::Instant>::now+0x8>
	nop
	cmpd    r3,r18
	bne     .L52
	cmplw   r4,r30
.L52:
	li      r7,-17
	li      r8,-25
	li      r9,-23
	li      r10,-31
	li      r11,-27
	li      r12,-1
	mr      r0,r21
	mr      r6,r15
	li      r15,2
	blt     .L55
	li      r3,0
	bns     cr2,.L64
	lwz     r7,76(r1)
	lwz     r5,124(r1)
	rlwinm  r4,r7,0,31,29
	addi    r4,r4,-32
	and     r5,r4,r5
.L53:
	lwarx   r4,0,r28
	cmplw   r4,r7
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
	lwz     r5,76(r1)
	crclr   4*cr1+gt
	rlwinm  r3,r5,0,31,29
	addi    r4,r3,32
	isel    r21,r3,r4,4*cr2+so
	srwi    r3,r5,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	blt     cr5,.L58
	ld      r3,40(r1)
	std     r6,64(r1)
	std     r0,80(r1)
	stw     r24,216(r1)
	std     r3,208(r1)
	addi    r3,r1,208
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	beq     .L56
	ori     r21,r21,8
	crset   4*cr1+gt
	b       .L57
.L56:
	srwi    r3,r4,5
	cmplwi  cr1,r3,15624
	ori     r3,r21,8
	isel    r21,r3,r21,4*cr1+gt
.L57:
	ld      r0,80(r1)
	ld      r6,64(r1)
	li      r7,-17
	li      r8,-25
	li      r9,-23
	li      r10,-31
	li      r11,-27
	li      r12,-1
.L58:
	lwz     r3,76(r1)
	cmplw   r21,r3
	beq     .L61
.L59:
	lwarx   r4,0,r28
	lwz     r3,76(r1)
	cmplw   r4,r3
	bne-    .L60
	crset   4*cr5+lt
	stwcx.  r21,0,r28
	bne-    .L59
	bge     cr5,.L8
	b       .L61
.L60:
	b       .L8
.L61:
	cror    4*cr2+gt,4*cr2+gt,4*cr1+gt
	andi.   r3,r21,4
	crset   4*cr2+so
	bne     .L7
	mr      r17,r6
	mr      r26,r0
	bne     cr3,.L62
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,40(r1)
	mr      r24,r4
.L62:
	li      r15,2
	ld      r6,96(r1)
	clrldi  r4,r21,32
	li      r7,128
	mr      r3,r28
	mr      r5,r18
	isel    r8,r15,r25,4*cr2+gt
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	li      r3,7
	stw     r23,136(r1)
	stw     r22,152(r1)
	crset   4*cr2+so
	stw     r22,168(r1)
	stw     r22,184(r1)
	li      r7,-17
	li      r8,-25
	stdx    r23,r27,r3
	std     r23,0(r27)
	li      r9,-23
	li      r10,-31
	lwz     r21,0(r28)
	li      r11,-27
	li      r12,-1
	mr      r0,r26
	mr      r6,r17
	b       .L6
.L63:
	li      r3,1
	bge     cr3,.L64
	mr      r2,r2
.L64:
	ld      r31,360(r1)
	ld      r30,352(r1)
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
