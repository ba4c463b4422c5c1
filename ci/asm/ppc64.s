# target powerpc64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
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
	beqlr
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_try_lock
	lwz     r4,0(r3)
	crclr   4*cr1+eq
	andi.   r5,r4,9
	bne     .L2
	cmplwi  r4,0
	bne     .L8
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
.L7:
	cmpwi   cr1,r5,0
	b       .L2
.L8:
	crset   4*cr1+eq
.L9:
	andi.   r5,r4,9
	bne     .L7
	ori     r5,r4,1
.L10:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L11
	stwcx.  r5,0,r3
	bne-    .L10
	isync
.L11:
	cmplw   r6,r4
	mr      r4,r6
	bne     .L9
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
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
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
	beqlr
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	.long   0x0
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended
	andi.   r5,r4,25
	mcrf    cr1,cr0
	nop
	nop
.L0:
	andi.   r5,r4,25
	bne     .L3
	ori     r5,r4,1
.L1:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r6,r4
	mr      r4,r6
	beqlr
	b       .L0
.L3:
	andi.   r4,r4,1
	crnand  4*cr5+lt,4*cr1+eq,gt
	li      r4,0
	blt     cr5,.L4
	li      r4,1
.L4:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

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

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-448(r1)
	std     r0,464(r1)
	std     r30,432(r1)
	mr      r30,r3
	lis     r3,15258
	ori     r3,r3,51712
	andi.   r4,r4,1
	std     r27,408(r1)
	li      r27,0
	stw     r3,184(r1)
	stw     r3,200(r1)
	stw     r3,216(r1)
	lis     r3,-25033
	ori     r3,r3,31161
	rldic   r3,r3,32,0
	std     r14,304(r1)
	oris    r3,r3,32586
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
	std     r28,416(r1)
	std     r29,424(r1)
	ori     r29,r3,31765
	std     r31,440(r1)
	stw     r27,168(r1)
	std     r27,224(r1)
	std     r27,232(r1)
	std     r27,240(r1)
	std     r27,248(r1)
	stw     r27,256(r1)
	stb     r27,268(r1)
	sth     r27,269(r1)
	std     r27,260(r1)
	lwz     r22,0(r30)
	ble     .L2
	cmplwi  cr1,r22,31
	crclr   eq
	bgt     cr1,.L0
	nop
	mulld   r3,r30,r29
	addi    r4,r2,-29888
	rotldi  r3,r3,6
	rldic   r3,r3,6,52
	ldx     r3,r4,r3
	andi.   r3,r3,17
.L0:
	li      r3,1
	stb     r3,266(r1)
	li      r3,1
	beq     .L1
	li      r3,0
.L1:
	stb     r3,270(r1)
.L2:
	srwi    r3,r22,4
	andi.   r3,r3,1
	nop
	crmove  4*cr2+lt,gt
	nop
	addi    r3,r13,-28616
	nop
	ld      r4,0(r3)
	cmpd    r4,r30
	ld      r28,8(r3)
	crand   4*cr5+lt,4*cr2+lt,eq
	std     r27,0(r3)
	std     r27,8(r3)
	bge     cr5,.L10
	addi    r4,r1,288
	li      r3,1
	bl      <0000008d.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L110
	addi    r4,r1,288
	li      r3,1
	ld      r26,288(r1)
	ld      r27,296(r1)
	bl      <0000008d.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L110
	ld      r5,288(r1)
	lis     r3,15258
	sradi   r4,r26,63
	ori     r3,r3,51712
	andc    r4,r26,r4
	sradi   r6,r5,63
	mulld   r4,r4,r3
	andc    r5,r5,r6
	ld      r6,296(r1)
	mulld   r5,r5,r3
	sradi   r3,r27,63
	andc    r3,r27,r3
	add     r3,r4,r3
	sradi   r4,r6,63
	andc    r4,r6,r4
	add     r4,r5,r4
	subfc   r4,r3,r4
	li      r5,0
	addze.  r6,r5
	beq     .L3
	mr      r5,r4
.L3:
	nop
	addi    r4,r2,-32496
	ld      r6,0(r4)
	cmpld   r5,r6
	bge     .L5
.L4:
	ldarx   r6,0,r4
	cmpld   r6,r5
	blt     .L5
	stdcx.  r5,0,r4
	bne-    .L4
.L5:
	subfc   r7,r28,r3
	li      r6,0
	addze.  r5,r6
	li      r5,0
	beq     .L108
	mr      r5,r7
	ld      r4,0(r4)
	subfc   r7,r4,r5
	addze.  r8,r6
	bne     .L109
.L6:
	cmpdi   r4,-1
	beq     .L8
.L7:
	mr      r5,r6
.L8:
	nop
	mulld   r4,r30,r29
	cmpldi  r5,60
	addi    r6,r2,-29888
	rotldi  r7,r4,6
	rldic   r7,r7,6,52
	add     r5,r6,r7
	ldx     r6,r6,r7
	li      r7,1
	blt     .L9
	andi.   r7,r6,2
	li      r7,2
	bne     .L9
	clrldi  r7,r6,63
	ori     r7,r7,2
.L9:
	andi.   r6,r6,28
	srdi    r27,r4,58
	rldimi  r6,r7,0,62
	rldimi  r6,r3,5,0
	std     r6,0(r5)
	b       .L11
.L10:
	mulld   r3,r30,r29
	srdi    r27,r3,58
.L11:
	lis     r3,15258
	addi    r25,r1,224
	crclr   4*cr2+so
	ori     r29,r3,51712
	nop
	addi    r14,r1,168
	nop
	addi    r3,r13,-28600
	nop
	li      r17,1
	li      r16,0
	crclr   4*cr2+eq
	mr      r28,r3
	nop
	sldi    r4,r27,6
	addi    r3,r2,-29888
	li      r20,2
	mr      r23,r29
	add     r31,r3,r4
	nop
	nop
	addi    r3,r13,-28672
	nop
	std     r3,160(r1)
	nop
	nop
	addi    r3,r13,-28624
	nop
	lis     r4,15258
	lis     r5,-25033
	lis     r6,762
	lis     r7,7
	li      r10,-19
	ori     r8,r4,51712
	ori     r9,r5,31161
	ori     r27,r6,61568
	ori     r26,r7,41248
.L12:
	cmpw    cr3,r23,r29
.L13:
	li      r15,-25
	beq     cr2,.L14
	li      r15,-17
	li      r21,-31
	bne     cr2,.L15
	b       .L16
	nop
	nop
.L14:
	li      r21,-31
	beq     cr2,.L16
.L15:
	li      r21,-23
.L16:
	and     r19,r15,r10
	mr      r18,r22
.L17:
	crclr   4*cr3+lt
	beq     cr2,.L65
	nop
.L18:
	andi.   r4,r18,1
	bgt     .L31
	bns     cr2,.L25
	nop
.L19:
	andi.   r4,r18,8
	bne     .L31
	lbz     r4,267(r1)
	andi.   r4,r4,1
	stb     r17,265(r1)
	stw     r16,256(r1)
	stb     r16,267(r1)
	ble     .L20
	stb     r16,268(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L20:
	addi    r4,r18,-31
	and     r4,r4,r19
.L21:
	lwarx   r24,0,r30,1
	cmpw    r24,r18
	bne-    .L22
	stwcx.  r4,0,r30
	bne-    .L21
	isync
.L22:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L24
	cmpw    r24,r18
	beq     .L106
.L23:
	andi.   r4,r24,1
	mr      r18,r24
	ble     .L19
	b       .L35
.L24:
	addi    r4,r1,168
	std     r23,152(r1)
	mr      r23,r26
	mr      r26,r3
	mr      r3,r4
	std     r25,144(r1)
	mr      r22,r8
	mr      r25,r27
	mr      r27,r9
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r9,r27
	mr      r27,r25
	ld      r25,144(r1)
	mr      r3,r26
	mr      r26,r23
	ld      r23,152(r1)
	li      r10,-19
	mr      r8,r22
	cmpw    r24,r18
	bne     .L23
	b       .L106
	nop
	nop
	nop
	nop
	nop
	nop
.L25:
	andi.   r4,r18,8
	bne     .L31
	lbz     r4,267(r1)
	andi.   r4,r4,1
	stb     r17,265(r1)
	stw     r16,256(r1)
	stb     r16,267(r1)
	ble     .L26
	stb     r16,268(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L26:
	ori     r4,r18,1
	and     r4,r4,r15
.L27:
	lwarx   r24,0,r30,1
	cmpw    r24,r18
	bne-    .L28
	stwcx.  r4,0,r30
	bne-    .L27
	isync
.L28:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L30
	cmpw    r24,r18
	beq     .L106
.L29:
	andi.   r4,r24,1
	mr      r18,r24
	ble     .L25
	b       .L35
.L30:
	addi    r4,r1,168
	std     r23,152(r1)
	mr      r23,r26
	mr      r26,r3
	mr      r3,r4
	std     r25,144(r1)
	mr      r22,r8
	mr      r25,r9
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r9,r25
	mr      r3,r26
	ld      r25,144(r1)
	mr      r26,r23
	li      r10,-19
	ld      r23,152(r1)
	mr      r8,r22
	cmpw    r24,r18
	bne     .L29
	b       .L106
.L31:
	mr      r24,r18
	srwi    r4,r24,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L38
.L32:
	rlwinm  r4,r24,0,31,28
	crset   4*cr2+so
	addi    r4,r4,-32
	and     r4,r4,r21
.L33:
	lwarx   r18,0,r30,1
	cmpw    r18,r24
	bne-    .L34
	stwcx.  r4,0,r30
	bne-    .L33
	isync
.L34:
	cmplw   r18,r24
	bne     .L18
	b       .L106
.L35:
	cmplwi  cr1,r24,31
	crclr   eq
	bgt     cr1,.L36
	ld      r4,0(r31)
	andi.   r4,r4,17
.L36:
	li      r4,1
	stb     r17,266(r1)
	beq     .L37
	li      r4,0
.L37:
	stb     r4,270(r1)
	srwi    r4,r24,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	blt     cr5,.L32
.L38:
	lwz     r22,248(r1)
	cmplwi  r22,0
	bne     .L39
	mr      r20,r3
	mr      r18,r8
	std     r14,152(r1)
	mr      r14,r25
	mr      r25,r23
	mr      r23,r26
	mr      r26,r27
	mr      r27,r31
	mr      r31,r9
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	mr      r4,r3
	mr      r9,r31
	mr      r31,r27
	mr      r27,r26
	mr      r26,r23
	mr      r23,r25
	mr      r25,r14
	ld      r14,152(r1)
	cmpldi  r4,0
	li      r10,-19
	mr      r8,r18
	mr      r3,r20
	li      r20,2
	beq     .L91
.L39:
	lwz     r4,256(r1)
	li      r18,-1
	addi    r5,r4,1
	addi    r4,r22,1
	stw     r4,248(r1)
	cmplwi  r5,0
	beq     .L40
	mr      r18,r5
.L40:
	lwz     r5,168(r1)
	cmplwi  r5,0
	stw     r18,256(r1)
	beq     .L41
	cmplwi  r5,1
	bne     .L42
	lbz     r4,269(r1)
	andi.   r4,r4,1
	bgt     .L91
	lbz     r5,270(r1)
	lwz     r4,260(r1)
	andi.   r5,r5,1
	cmplwi  cr1,r4,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L43
	addi    r4,r4,1
	stb     r16,266(r1)
	stb     r16,270(r1)
	stw     r29,184(r1)
	stw     r29,200(r1)
	stw     r4,260(r1)
	stw     r16,168(r1)
	b       .L51
.L41:
	lbz     r5,266(r1)
	lbz     r6,264(r1)
	andi.   r5,r5,1
	crmove  4*cr2+gt,gt
	andi.   r5,r6,1
	crmove  4*cr2+lt,gt
	cror    4*cr5+lt,4*cr2+gt,gt
	andi.   r4,r4,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L51
	stw     r9,152(r1)
	std     r8,128(r1)
	std     r3,136(r1)
	bl      <<std::time::Instant>::now>
	nop
	lwz     r7,184(r1)
	mr      r6,r3
	mr      r22,r4
	cmplw   r7,r29
	std     r3,272(r1)
	stw     r22,280(r1)
	bne     .L44
	mr      r7,r22
	mr      r11,r6
	std     r6,176(r1)
	stw     r22,184(r1)
	b       .L45
.L42:
	lwz     r4,172(r1)
	cmplwi  r4,3
	bge     .L91
	addi    r4,r4,1
	stw     r20,168(r1)
	stw     r4,172(r1)
	b       .L51
.L43:
	rldic   r4,r17,33,30
	ori     r4,r4,1
	std     r4,168(r1)
	b       .L51
.L44:
	ld      r11,176(r1)
.L45:
	lwz     r5,200(r1)
	li      r10,-19
	cmplw   r5,r29
	ld      r3,136(r1)
	ld      r8,128(r1)
	lwz     r9,152(r1)
	bne     .L46
	mr      r5,r22
	std     r6,192(r1)
	stw     r22,200(r1)
.L46:
	lbz     r4,265(r1)
	andi.   r4,r4,1
	std     r6,208(r1)
	stw     r22,216(r1)
	stb     r16,265(r1)
	ble     .L47
	std     r6,192(r1)
	mr      r5,r22
	stw     r22,200(r1)
.L47:
	cmplwi  r18,7
	ble     .L48
	lbz     r4,268(r1)
	andi.   r4,r4,1
	bgt     .L90
	ld      r4,192(r1)
	clrldi  r5,r5,32
	addi    r3,r1,272
	mr      r18,r11
	std     r6,144(r1)
	std     r7,120(r1)
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	ld      r8,128(r1)
	mr      r5,r3
	clrldi  r4,r4,32
	mr      r11,r18
	li      r10,-19
	ld      r7,120(r1)
	mulld   r6,r5,r8
	mulhdu  r5,r5,r8
	lwz     r9,152(r1)
	addc    r4,r6,r4
	ld      r3,136(r1)
	addze.  r5,r5
	cmpldi  cr1,r4,2000
	ld      r6,144(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L90
.L48:
	bgt     cr2,.L49
	clrldi  r5,r7,32
	addi    r3,r1,272
	mr      r4,r11
	mr      r18,r6
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	ld      r8,128(r1)
	mr      r5,r3
	clrldi  r4,r4,32
	li      r10,-19
	mulld   r6,r5,r8
	lwz     r9,152(r1)
	mulhdu  r5,r5,r8
	ld      r3,136(r1)
	addc    r4,r6,r4
	addze.  r5,r5
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	mr      r6,r18
	blt     cr5,.L51
.L49:
	ld      r5,160(r1)
	ld      r4,0(r5)
	lwz     r5,8(r5)
	cmplw   r5,r29
	std     r6,288(r1)
	stw     r22,296(r1)
	beq     .L50
	addi    r3,r1,288
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mr      r5,r3
	lwz     r9,152(r1)
	li      r10,-19
	cmpldi  r5,0
	ld      r8,128(r1)
	ld      r3,136(r1)
	bne     .L50
	srwi    r4,r4,4
	cmplwi  r4,9375
	blt     .L91
.L50:
	stw     r17,168(r1)
.L51:
	blt     cr3,.L57
	mr      r1,r1
	ld      r7,0(r31)
	lwz     r4,0(r3)
	srdi    r5,r7,4
	addi    r22,r4,1
	andi.   r11,r22,15
	stw     r22,0(r3)
	mcrf    cr1,cr0
	andi.   r5,r5,1
	mullw   r4,r22,r9
	crand   4*cr5+lt,gt,4*cr1+eq
	xor     r4,r4,r14
	ori     r4,r4,1
	stw     r4,252(r1)
	blt     cr5,.L86
.L52:
	andi.   r4,r7,17
	std     r30,224(r1)
	addic   r5,r4,-1
	subfe   r4,r5,r4
	stb     r4,264(r1)
	beq     .L53
	stw     r22,144(r1)
	mr      r22,r31
	mr      r20,r8
	mr      r18,r27
	mr      r27,r9
	std     r23,152(r1)
	mr      r31,r7
	mr      r23,r11
	stw     r26,136(r1)
	mr      r26,r3
	bl      <<std::time::Instant>::now>
	nop
	mr      r11,r23
	mr      r7,r31
	ld      r23,152(r1)
	mr      r5,r3
	mr      r3,r26
	lwz     r26,136(r1)
	mr      r31,r22
	mr      r9,r27
	lwz     r22,144(r1)
	mr      r27,r18
	mr      r8,r20
	li      r10,-19
	std     r5,176(r1)
	stw     r4,184(r1)
	std     r5,192(r1)
	stw     r4,200(r1)
	std     r5,208(r1)
	stw     r4,216(r1)
	b       .L54
.L53:
	ld      r4,0(r28)
	cmpld   r4,r30
	bne     .L54
	lwz     r4,8(r28)
	addi    r4,r4,1
	stb     r17,267(r1)
	stw     r4,8(r28)
	clrlwi  r4,r4,30
	cntlzw  r4,r4
	srwi    r4,r4,5
	xori    r4,r4,1
	stb     r4,268(r1)
.L54:
	rlwinm  r4,r24,0,27,27
	or.     r4,r11,r4
	bne     .L57
	mr      r24,r3
	mr      r3,r31
	stw     r9,152(r1)
	mr      r4,r7
	mr      r20,r8
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r22,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L55
	lwz     r9,152(r1)
	mr      r3,r24
	mr      r8,r20
	li      r10,-19
	std     r31,232(r1)
	b       .L56
.L55:
	lwz     r9,152(r1)
	mr      r3,r24
	mr      r8,r20
	li      r10,-19
	bge     cr5,.L57
.L56:
	lwarx   r4,0,r30
	ori     r4,r4,16
	stwcx.  r4,0,r30
	bne-    .L56
.L57:
	lwz     r4,168(r1)
	cmplwi  r4,0
	beq     .L58
	cmplwi  r4,2
	bne     .L59
	mr      r18,r23
	mr      r23,r26
	mr      r26,r3
	li      r3,0
	li      r4,20000
	mr      r22,r8
	mr      r20,r27
	mr      r27,r9
	bl      <std::thread::functions::sleep>
	nop
	li      r10,-19
	mr      r9,r27
	mr      r27,r20
	mr      r8,r22
	mr      r3,r26
	mr      r26,r23
	mr      r23,r18
	b       .L63
.L58:
	lwz     r4,252(r1)
	slwi    r5,r4,13
	xor     r4,r5,r4
	srwi    r5,r4,17
	xor     r4,r5,r4
	slwi    r5,r4,5
	xor     r4,r5,r4
	stw     r4,252(r1)
	b       .L63
.L59:
	mr      r22,r9
	mr      r18,r8
	mr      r24,r3
	bl      <std::thread::functions::yield_now>
	nop
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,216(r1)
	cmplw   r5,r29
	bne     .L60
	stb     r16,269(r1)
	mr      r3,r24
	mr      r8,r18
	mr      r9,r22
	li      r10,-19
	b       .L63
.L60:
	ld      r6,208(r1)
	mr      r20,r4
	std     r3,152(r1)
	std     r3,288(r1)
	addi    r3,r1,288
	stw     r4,296(r1)
	mr      r4,r6
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r6,r3,r18
	mulhdu  r7,r3,r18
	clrldi  r3,r4,32
	addc    r3,r6,r3
	li      r5,0
	addze.  r4,r7
	mr      r8,r18
	cmpldi  cr1,r4,0
	cmpldi  cr5,r3,999
	crnor   4*cr6+lt,eq,4*cr1+eq
	blt     cr6,.L61
	crand   4*cr5+lt,4*cr1+eq,4*cr5+gt
	bge     cr5,.L62
.L61:
	li      r5,1
.L62:
	cmpldi  cr1,r3,1000
	mr      r3,r24
	stb     r5,269(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	mr      r9,r22
	li      r10,-19
	blt     cr5,.L63
	ld      r4,152(r1)
	ld      r5,160(r1)
	std     r4,0(r5)
	stw     r20,8(r5)
.L63:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L85
.L64:
	lwz     r18,0(r30)
	crset   4*cr3+lt
	li      r20,2
	bne     cr2,.L18
.L65:
	andi.   r4,r18,1
	bgt     .L78
	bns     cr2,.L72
	nop
.L66:
	lbz     r4,267(r1)
	andi.   r4,r4,1
	stb     r17,265(r1)
	stw     r16,256(r1)
	stb     r16,267(r1)
	ble     .L67
	stb     r16,268(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L67:
	addi    r4,r18,-31
	and     r4,r4,r19
.L68:
	lwarx   r24,0,r30,1
	cmpw    r24,r18
	bne-    .L69
	stwcx.  r4,0,r30
	bne-    .L68
	isync
.L69:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L71
	cmpw    r24,r18
	beq     .L106
.L70:
	andi.   r4,r24,1
	mr      r18,r24
	ble     .L66
	b       .L79
.L71:
	std     r23,152(r1)
	mr      r23,r26
	mr      r26,r3
	mr      r3,r14
	mr      r22,r8
	std     r25,144(r1)
	mr      r25,r27
	mr      r27,r9
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r9,r27
	mr      r27,r25
	ld      r25,144(r1)
	mr      r3,r26
	mr      r26,r23
	ld      r23,152(r1)
	li      r10,-19
	mr      r8,r22
	cmpw    r24,r18
	bne     .L70
	b       .L106
	nop
.L72:
	lbz     r4,267(r1)
	andi.   r4,r4,1
	stb     r17,265(r1)
	stw     r16,256(r1)
	stb     r16,267(r1)
	ble     .L73
	stb     r16,268(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L73:
	ori     r4,r18,1
	and     r4,r4,r15
.L74:
	lwarx   r24,0,r30,1
	cmpw    r24,r18
	bne-    .L75
	stwcx.  r4,0,r30
	bne-    .L74
	isync
.L75:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L77
	cmpw    r24,r18
	beq     .L106
.L76:
	andi.   r4,r24,1
	mr      r18,r24
	ble     .L72
	b       .L79
.L77:
	addi    r4,r1,168
	std     r23,152(r1)
	mr      r23,r26
	mr      r26,r3
	mr      r3,r4
	std     r25,144(r1)
	mr      r22,r8
	mr      r25,r27
	mr      r27,r9
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r9,r27
	mr      r27,r25
	ld      r25,144(r1)
	mr      r3,r26
	mr      r26,r23
	ld      r23,152(r1)
	li      r10,-19
	mr      r8,r22
	cmpw    r24,r18
	bne     .L76
	b       .L106
.L78:
	mr      r24,r18
	srwi    r4,r24,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	blt     cr5,.L82
	b       .L38
	nop
	nop
.L79:
	cmplwi  cr1,r24,31
	crclr   eq
	bgt     cr1,.L80
	ld      r4,0(r31)
	andi.   r4,r4,17
.L80:
	li      r4,1
	stb     r17,266(r1)
	beq     .L81
	li      r4,0
.L81:
	stb     r4,270(r1)
	srwi    r4,r24,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L38
.L82:
	rlwinm  r4,r24,0,31,28
	crset   4*cr2+so
	addi    r4,r4,-32
	and     r4,r4,r21
.L83:
	lwarx   r18,0,r30,1
	cmpw    r18,r24
	bne-    .L84
	stwcx.  r4,0,r30
	bne-    .L83
	isync
.L84:
	cmplw   r18,r24
	bne     .L65
	b       .L106
.L85:
	addi    r4,r1,168
	mr      r18,r23
	mr      r23,r26
	mr      r26,r3
	mr      r3,r4
	mr      r22,r8
	mr      r20,r27
	mr      r27,r9
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	li      r10,-19
	mr      r9,r27
	mr      r27,r20
	mr      r8,r22
	mr      r3,r26
	mr      r26,r23
	mr      r23,r18
	b       .L64
.L86:
	stw     r11,120(r1)
	mr      r18,r7
	mr      r20,r9
	stw     r22,144(r1)
	mr      r22,r27
	std     r23,152(r1)
	mr      r23,r26
	std     r8,128(r1)
	std     r3,136(r1)
	bl      <hintlock::spin::policy::now_ns>
	nop
	ld      r4,8(r31)
	mr      r6,r31
	subfc   r4,r4,r3
	li      r3,0
	addze.  r5,r3
	beq     .L87
	mr      r3,r4
.L87:
	cmpld   r3,r22
	bge     .L88
	ld      r3,136(r1)
	li      r10,-19
	mr      r9,r20
	mr      r31,r6
	mr      r27,r22
	ld      r8,128(r1)
	mr      r26,r23
	mr      r7,r18
	b       .L89
.L88:
	rldicl  r3,r18,59,3
	mr      r27,r22
	rotldi  r7,r3,5
	mr      r26,r23
	std     r7,0(r6)
	mr      r31,r6
	li      r10,-19
	ld      r3,136(r1)
	mr      r9,r20
	ld      r8,128(r1)
.L89:
	ld      r23,152(r1)
	lwz     r22,144(r1)
	lwz     r11,120(r1)
	b       .L52
.L90:
	lbz     r4,267(r1)
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr2+lt,gt
	blt     cr5,.L91
	ld      r4,224(r1)
	std     r4,0(r28)
	stw     r16,8(r28)
.L91:
	bge     cr3,.L92
	mr      r2,r2
.L92:
	rlwinm  r22,r24,0,31,29
	bso     cr2,.L93
	addi    r22,r22,32
.L93:
	srwi    r4,r24,3
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr2+eq,gt
	cror    4*cr5+gt,4*cr5+lt,4*cr3+eq
	crclr   4*cr5+lt
	bgt     cr5,.L98
	mr      r20,r3
	ld      r3,112(r1)
	mr      r18,r8
	std     r3,288(r1)
	addi    r3,r1,288
	stw     r9,152(r1)
	stw     r23,296(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L94
	ori     r22,r22,8
	crset   4*cr5+lt
	mr      r3,r20
	lwz     r9,152(r1)
	li      r20,2
	mr      r8,r18
	li      r10,-19
	b       .L98
.L94:
	srwi    r6,r24,5
	lwz     r9,152(r1)
	mr      r3,r20
	cmplwi  r6,8
	mr      r5,r6
	mr      r8,r18
	li      r10,-19
	blt     .L100
	li      r5,8
	cmplwi  r6,0
	mr      r6,r26
	li      r20,2
	bne     .L101
.L95:
	cmplw   r4,r6
	blt     .L97
.L96:
	ori     r22,r22,8
.L97:
	crnot   4*cr5+lt,lt
.L98:
	cmplw   r22,r24
	beq     .L103
.L99:
	lwarx   r18,0,r30
	cmplw   r18,r24
	bne-    .L102
	stwcx.  r22,0,r30
	crset   4*cr5+gt
	bne-    .L99
	ble     cr5,.L17
	b       .L103
.L100:
	cmplwi  r6,0
	mr      r6,r26
	li      r20,2
	beq     .L95
.L101:
	mulli   r5,r5,15625
	slwi    r6,r5,5
	cmplw   r4,r6
	bge     .L96
	b       .L97
.L102:
	b       .L17
.L103:
	andi.   r4,r22,4
	cror    4*cr2+eq,4*cr2+eq,4*cr5+lt
	crset   4*cr2+so
	bne     .L13
	mr      r15,r26
	mr      r18,r27
	mr      r19,r9
	mr      r21,r8
	mr      r24,r3
	bne     cr3,.L104
	bl      <<std::time::Instant>::now>
	nop
	std     r3,112(r1)
	mr      r23,r4
.L104:
	li      r8,2
	beq     cr2,.L105
	li      r8,1
.L105:
	clrldi  r4,r22,32
	mr      r3,r30
	mr      r6,r29
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	li      r3,39
	stw     r16,168(r1)
	crset   4*cr2+so
	li      r10,-19
	li      r20,2
	mr      r8,r21
	stw     r29,184(r1)
	mr      r9,r19
	mr      r27,r18
	stw     r29,200(r1)
	mr      r26,r15
	stw     r29,216(r1)
	stdx    r16,r25,r3
	mr      r3,r24
	std     r16,0(r25)
	std     r16,8(r25)
	std     r16,16(r25)
	std     r16,24(r25)
	std     r16,32(r25)
	lwz     r22,0(r30)
	b       .L12
.L106:
	bge     cr3,.L107
	mr      r2,r2
.L107:
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
.L108:
	ld      r4,0(r4)
	subfc   r7,r4,r5
	addze.  r8,r6
	beq     .L6
.L109:
	mr      r6,r7
	cmpdi   r4,-1
	bne     .L7
	b       .L8
.L110:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error>
	nop
	addis   r4,r2,-4
	addis   r5,r2,-2
	addis   r7,r2,-2
	stw     r3,272(r1)
	addi    r3,r4,29007
	addi    r6,r5,19024
	addi    r7,r7,19056
	addi    r5,r1,272
	li      r4,43
	bl      <core::result::unwrap_failed>
