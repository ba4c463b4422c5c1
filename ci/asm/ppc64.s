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
	lwz     r5,0(r3)
	andi.   r4,r5,9
	li      r4,0
	beq     .L1
.L0:
	mr      r3,r4
	blr
.L1:
	cmplwi  r5,0
	bne     .L4
	li      r4,0
	li      r6,1
.L2:
	lwarx   r5,0,r3,1
	cmpw    r5,r4
	bne-    .L3
	stwcx.  r6,0,r3
	bne-    .L2
	isync
.L3:
	cmplwi  r5,0
	li      r4,1
	beq     .L0
.L4:
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	clrldi  r4,r5,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow>
	nop
	mr      r4,r3
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	mr      r3,r4
	blr

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

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow
	mflr    r0
	stdu    r1,-128(r1)
	std     r0,144(r1)
	li      r5,-26
	li      r6,1
	std     r30,112(r1)
	nop
	nop
.L0:
	andi.   r30,r4,9
	bne     .L3
	and     r8,r4,r5
	mr      r7,r4
	rlwimi  r8,r6,0,31,31
.L1:
	lwarx   r4,0,r3,1
	cmpw    r4,r7
	bne-    .L2
	stwcx.  r8,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r4,r7
	bne     .L0
	andi.   r4,r7,16
	bne     .L6
.L3:
	cmpwi   r30,0
	li      r3,1
	beq     .L5
.L4:
	li      r3,0
.L5:
	ld      r30,112(r1)
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	blr
.L6:
	bl      <hintlock::spin::policy::try_taken>
	nop
	cmpwi   r30,0
	li      r3,1
	bne     .L4
	b       .L5

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
	mr      r30,r3
	bl      <hintlock::futex::linux::wake>
	nop
	nop
	nop
	addi    r3,r13,-28584
	std     r30,0(r3)
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
	stdu    r1,-128(r1)
	std     r0,144(r1)
	std     r30,112(r1)
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
	mr      r30,r3
	bl      <hintlock::futex::linux::wake>
	nop
	nop
	nop
	addi    r3,r13,-28584
	std     r30,0(r3)
	b       .L5
.L3:
	li      r5,1
	lwsync
.L4:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L4
	cmplwi  r4,1
	bne     .L6
.L5:
	ld      r30,112(r1)
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	blr
.L6:
	addi    r4,r4,-1
	ld      r30,112(r1)
	clrldi  r4,r4,32
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-464(r1)
	std     r0,480(r1)
	andi.   r4,r4,1
	std     r30,448(r1)
	mr      r30,r3
	crmove  4*cr2+lt,gt
	lis     r3,15258
	lis     r4,-25033
	std     r29,440(r1)
	ori     r3,r3,51712
	ori     r4,r4,31161
	stw     r3,184(r1)
	stw     r3,200(r1)
	stw     r3,216(r1)
	rldic   r3,r4,32,0
	oris    r3,r3,32586
	ori     r29,r3,31765
	nop
	nop
	std     r28,432(r1)
	li      r28,0
	addi    r3,r13,-28584
	nop
	ld      r4,0(r3)
	std     r28,0(r3)
	xor     r3,r4,r30
	cntlzd  r3,r3
	rldicl  r3,r3,58,63
	std     r14,320(r1)
	std     r15,328(r1)
	std     r16,336(r1)
	std     r17,344(r1)
	std     r18,352(r1)
	std     r19,360(r1)
	std     r20,368(r1)
	std     r21,376(r1)
	std     r22,384(r1)
	std     r23,392(r1)
	std     r24,400(r1)
	std     r25,408(r1)
	std     r26,416(r1)
	std     r27,424(r1)
	std     r31,456(r1)
	std     r28,256(r1)
	stw     r28,168(r1)
	stw     r28,264(r1)
	std     r28,224(r1)
	std     r28,232(r1)
	std     r28,240(r1)
	stw     r28,275(r1)
	sth     r28,279(r1)
	std     r28,268(r1)
	std     r28,248(r1)
	stb     r3,277(r1)
	lwz     r21,0(r30)
	bge     cr2,.L2
	cmplwi  cr1,r21,31
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
	stb     r3,274(r1)
	li      r3,1
	beq     .L1
	li      r3,0
.L1:
	stb     r3,280(r1)
.L2:
	srwi    r3,r21,4
	andi.   r3,r3,1
	nop
	crmove  4*cr2+lt,gt
	nop
	addi    r3,r13,-28568
	nop
	ld      r4,0(r3)
	cmpd    r4,r30
	ld      r27,8(r3)
	crand   4*cr5+lt,4*cr2+lt,eq
	std     r28,0(r3)
	std     r28,8(r3)
	bge     cr5,.L10
	addi    r4,r1,304
	li      r3,1
	bl      <00000095.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L126
	addi    r4,r1,304
	li      r3,1
	ld      r26,304(r1)
	ld      r28,312(r1)
	bl      <00000095.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L127
	ld      r5,304(r1)
	lis     r3,15258
	sradi   r4,r26,63
	ori     r3,r3,51712
	andc    r4,r26,r4
	sradi   r6,r5,63
	mulld   r4,r4,r3
	andc    r5,r5,r6
	ld      r6,312(r1)
	mulld   r5,r5,r3
	sradi   r3,r28,63
	andc    r3,r28,r3
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
	subfc   r7,r27,r3
	li      r6,0
	addze.  r5,r6
	li      r5,0
	bne     .L123
	ld      r4,0(r4)
	subfc   r7,r4,r5
	addze.  r8,r6
	bne     .L124
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
	srdi    r28,r4,58
	rldimi  r6,r7,0,62
	rldimi  r6,r3,5,0
	std     r6,0(r5)
	b       .L11
.L10:
	mulld   r3,r30,r29
	srdi    r28,r3,58
.L11:
	lis     r3,15258
	addi    r25,r1,168
	crclr   4*cr2+eq
	ori     r18,r3,51712
	addi    r3,r1,224
	std     r3,136(r1)
	nop
	nop
	li      r15,1
	li      r14,0
	crclr   4*cr2+so
	addi    r3,r13,-28552
	nop
	mr      r29,r3
	nop
	sldi    r4,r28,6
	addi    r3,r2,-29888
	mr      r22,r18
	crclr   4*cr4+lt
	add     r28,r3,r4
	nop
	nop
	addi    r3,r13,-28672
	nop
	std     r3,160(r1)
	nop
	nop
	addi    r3,r13,-28576
	nop
	mr      r26,r3
	lis     r3,15258
	lis     r5,76
	lis     r6,762
	ori     r24,r3,51712
	ori     r3,r5,19263
	std     r3,152(r1)
	lis     r4,-25033
	lis     r7,7
	ori     r3,r6,61568
	li      r8,-19
	std     r3,128(r1)
	ori     r23,r4,31161
	ori     r3,r7,41248
	stw     r3,148(r1)
.L12:
	cmpw    cr3,r22,r18
.L13:
	li      r16,-25
	beq     cr2,.L14
	li      r16,-17
.L14:
	li      r31,-31
	beq     cr2,.L15
	li      r31,-23
.L15:
	and     r17,r16,r8
	mr      r20,r21
	crclr   4*cr3+lt
.L16:
	bne     cr2,.L37
.L17:
	andi.   r3,r20,1
	bgt     .L30
	bge     cr4,.L24
	nop
	nop
	nop
	nop
	nop
.L18:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L19
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L19:
	addi    r3,r20,-31
	and     r3,r3,r17
.L20:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L21
	stwcx.  r3,0,r30
	bne-    .L20
	isync
.L21:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L23
.L22:
	cmpw    r19,r20
	beq     .L118
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L18
	b       .L31
.L23:
	mr      r3,r25
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L22
	nop
.L24:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L25
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L25:
	ori     r3,r20,1
	and     r3,r3,r16
.L26:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L27
	stwcx.  r3,0,r30
	bne-    .L26
	isync
.L27:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L29
.L28:
	cmpw    r19,r20
	beq     .L118
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L24
	b       .L31
.L29:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L28
	nop
.L30:
	mr      r19,r20
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	blt     cr5,.L34
	b       .L57
	nop
	nop
.L31:
	cmplwi  cr1,r19,31
	crclr   eq
	bgt     cr1,.L32
	ld      r3,0(r28)
	andi.   r3,r3,17
.L32:
	li      r3,1
	stb     r15,274(r1)
	beq     .L33
	li      r3,0
.L33:
	stb     r3,280(r1)
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L57
.L34:
	rlwinm  r3,r19,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r31
.L35:
	lwarx   r20,0,r30,1
	cmpw    r20,r19
	bne-    .L36
	stwcx.  r3,0,r30
	bne-    .L35
	isync
.L36:
	cmplw   r20,r19
	bne     .L17
	b       .L118
	nop
.L37:
	andi.   r3,r20,1
	bgt     .L50
	bge     cr4,.L44
	nop
.L38:
	andi.   r3,r20,8
	bne     .L50
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L39
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L39:
	addi    r3,r20,-31
	and     r3,r3,r17
.L40:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L41
	stwcx.  r3,0,r30
	bne-    .L40
	isync
.L41:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L43
.L42:
	cmpw    r19,r20
	beq     .L118
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L38
	b       .L54
.L43:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L42
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L44:
	andi.   r3,r20,8
	bne     .L50
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L45
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L45:
	ori     r3,r20,1
	and     r3,r3,r16
.L46:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L47
	stwcx.  r3,0,r30
	bne-    .L46
	isync
.L47:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L49
.L48:
	cmpw    r19,r20
	beq     .L118
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L44
	b       .L54
.L49:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L48
	nop
	nop
	nop
.L50:
	mr      r19,r20
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L57
.L51:
	rlwinm  r3,r19,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r31
.L52:
	lwarx   r20,0,r30,1
	cmpw    r20,r19
	bne-    .L53
	stwcx.  r3,0,r30
	bne-    .L52
	isync
.L53:
	cmplw   r20,r19
	bne     .L37
	b       .L118
.L54:
	cmplwi  cr1,r19,31
	crclr   eq
	bgt     cr1,.L55
	ld      r3,0(r28)
	andi.   r3,r3,17
.L55:
	li      r3,1
	stb     r15,274(r1)
	beq     .L56
	li      r3,0
.L56:
	stb     r3,280(r1)
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	blt     cr5,.L51
.L57:
	lwz     r27,256(r1)
	cmplwi  r27,0
	bne     .L58
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	ble     .L97
.L58:
	lwz     r3,264(r1)
	addi    r4,r3,1
	addi    r3,r27,1
	stw     r3,256(r1)
	cmplwi  r4,0
	li      r27,-1
	beq     .L59
	mr      r27,r4
.L59:
	lbz     r4,278(r1)
	andi.   r4,r4,1
	stw     r27,264(r1)
	bgt     .L97
	lwz     r4,168(r1)
	cmplwi  r4,0
	beq     .L60
	cmplwi  r4,1
	bne     .L61
	lbz     r3,279(r1)
	andi.   r3,r3,1
	bgt     .L97
	lbz     r4,280(r1)
	lwz     r3,268(r1)
	andi.   r4,r4,1
	cmplwi  cr1,r3,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L62
	addi    r3,r3,1
	stb     r14,274(r1)
	stb     r14,280(r1)
	stw     r18,184(r1)
	stw     r18,200(r1)
	stw     r3,268(r1)
	stw     r14,168(r1)
	b       .L70
.L60:
	lbz     r4,274(r1)
	lbz     r5,272(r1)
	andi.   r4,r4,1
	crmove  4*cr2+gt,gt
	andi.   r4,r5,1
	crmove  4*cr2+lt,gt
	cror    4*cr5+lt,4*cr2+gt,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L70
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,184(r1)
	mr      r20,r3
	mr      r21,r4
	cmplw   r5,r18
	std     r3,288(r1)
	stw     r21,296(r1)
	bne     .L63
	mr      r5,r21
	mr      r4,r20
	std     r20,176(r1)
	stw     r21,184(r1)
	b       .L64
.L61:
	lwz     r3,172(r1)
	cmplwi  r3,3
	bge     .L97
	li      r4,2
	addi    r3,r3,1
	stw     r4,168(r1)
	stw     r3,172(r1)
	b       .L70
.L62:
	rldic   r3,r15,33,30
	ori     r3,r3,1
	std     r3,168(r1)
	b       .L70
.L63:
	ld      r4,176(r1)
.L64:
	lwz     r3,200(r1)
	cmplw   r3,r18
	bne     .L65
	mr      r3,r21
	std     r20,192(r1)
	stw     r21,200(r1)
.L65:
	lbz     r6,273(r1)
	andi.   r6,r6,1
	std     r20,208(r1)
	stw     r21,216(r1)
	stb     r14,273(r1)
	ble     .L66
	std     r20,192(r1)
	mr      r3,r21
	stw     r21,200(r1)
.L66:
	cmplwi  r27,7
	ble     .L67
	lbz     r6,276(r1)
	andi.   r6,r6,1
	bgt     .L96
	std     r4,120(r1)
	mr      r27,r5
	clrldi  r5,r3,32
	ld      r4,192(r1)
	addi    r3,r1,288
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r24
	clrldi  r4,r4,32
	mulhdu  r3,r3,r24
	addc    r4,r5,r4
	mr      r5,r27
	addze.  r3,r3
	cmpldi  cr1,r4,2000
	ld      r4,120(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L96
.L67:
	bgt     cr2,.L68
	clrldi  r5,r5,32
	addi    r3,r1,288
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r24
	clrldi  r4,r4,32
	mulhdu  r3,r3,r24
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L70
.L68:
	ld      r3,160(r1)
	lwz     r5,8(r3)
	ld      r4,0(r3)
	cmplw   r5,r18
	std     r20,304(r1)
	stw     r21,312(r1)
	beq     .L69
	addi    r3,r1,304
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	cmpldi  r3,0
	bne     .L69
	srwi    r3,r4,4
	cmplwi  r3,9375
	blt     .L97
.L69:
	stw     r15,168(r1)
.L70:
	blt     cr3,.L88
	mr      r1,r1
	ld      r21,0(r28)
	lwz     r3,0(r26)
	addi    r20,r3,1
	andi.   r4,r20,15
	stw     r20,0(r26)
	mcrf    cr1,cr0
	mullw   r3,r20,r23
	xor     r3,r3,r25
	stw     r4,120(r1)
	srdi    r4,r21,4
	andi.   r4,r4,1
	ori     r3,r3,1
	crand   4*cr5+lt,gt,4*cr1+eq
	stw     r3,260(r1)
	blt     cr5,.L110
.L71:
	andi.   r3,r21,17
	beq     .L79
	ld      r27,16(r28)
	cmpldi  r27,0
	beq     .L73
	bl      <hintlock::spin::policy::now_ns>
	nop
	subfc   r4,r27,r3
	li      r3,0
	addze.  r5,r3
	bne     .L74
	ld      r4,152(r1)
	cmpld   cr1,r3,r4
	li      r3,1
	ble     cr1,.L75
.L72:
	andi.   r4,r21,1
	stb     r3,272(r1)
	crandc  4*cr5+lt,4*cr1+gt,gt
	blt     cr5,.L76
	b       .L82
.L73:
	andi.   r3,r21,1
	stb     r15,272(r1)
	ble     .L76
	std     r30,224(r1)
	b       .L84
.L74:
	mr      r3,r4
	ld      r4,152(r1)
	cmpld   cr1,r3,r4
	li      r3,1
	bgt     cr1,.L72
.L75:
	li      r3,0
	andi.   r4,r21,1
	stb     r3,272(r1)
	crandc  4*cr5+lt,4*cr1+gt,gt
	bge     cr5,.L82
.L76:
	srwi    r3,r19,5
.L77:
	li      r6,24
	ldarx   r4,r28,r6
	addi    r5,r4,1
	stdcx.  r5,r28,r6
	bne-    .L77
	addi    r4,r4,1
	std     r28,248(r1)
	addc    r3,r4,r3
	addze.  r4,r14
	li      r4,-1
	bne     .L78
	mr      r4,r3
.L78:
	mr      r3,r30
	bl      <hintlock::spin::policy::loser_starts_waiting>
	nop
	andi.   r3,r3,1
	ble     .L83
.L79:
	stb     r14,272(r1)
	std     r30,224(r1)
.L80:
	ld      r3,0(r29)
	cmpld   r3,r30
	bne     .L85
	lbz     r3,277(r1)
	li      r5,15
	andi.   r4,r3,1
	lwz     r4,8(r29)
	addi    r4,r4,1
	stw     r4,8(r29)
	bgt     .L81
	li      r5,3
.L81:
	and     r4,r4,r5
	cntlzw  r3,r3
	stb     r15,275(r1)
	cntlzw  r4,r4
	srwi    r3,r3,5
	srwi    r4,r4,5
	xori    r3,r3,1
	xori    r4,r4,1
	and     r3,r3,r4
	stb     r4,276(r1)
	stb     r3,278(r1)
	b       .L85
.L82:
	std     r30,224(r1)
	ble     cr1,.L80
	b       .L84
.L83:
	lbz     r3,272(r1)
	andi.   r3,r3,1
	std     r30,224(r1)
	ble     .L80
.L84:
	bl      <<std::time::Instant>::now>
	nop
	std     r3,176(r1)
	stw     r4,184(r1)
	std     r3,192(r1)
	stw     r4,200(r1)
	std     r3,208(r1)
	stw     r4,216(r1)
.L85:
	lwz     r4,120(r1)
	rlwinm  r3,r19,0,27,27
	or.     r3,r4,r3
	bne     .L88
	mr      r3,r28
	mr      r4,r21
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r20,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L86
	std     r28,232(r1)
	b       .L87
.L86:
	bge     cr5,.L88
.L87:
	lwarx   r3,0,r30
	ori     r3,r3,16
	stwcx.  r3,0,r30
	bne-    .L87
.L88:
	lwz     r3,168(r1)
	cmplwi  r3,0
	beq     .L89
	cmplwi  r3,2
	bne     .L90
	li      r3,0
	li      r4,20000
	bl      <std::thread::functions::sleep>
	nop
	b       .L94
.L89:
	lwz     r3,260(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,260(r1)
	b       .L94
.L90:
	bl      <std::thread::functions::yield_now>
	nop
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,216(r1)
	cmplw   r5,r18
	bne     .L91
	stb     r14,279(r1)
	b       .L94
.L91:
	mr      r20,r4
	ld      r4,208(r1)
	mr      r21,r3
	std     r3,304(r1)
	stw     r20,312(r1)
	addi    r3,r1,304
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r24
	mulhdu  r6,r3,r24
	clrldi  r3,r4,32
	addc    r3,r5,r3
	addze.  r4,r6
	cmpldi  cr1,r4,0
	crnor   4*cr6+lt,eq,4*cr1+eq
	cmpldi  cr5,r3,999
	li      r4,0
	blt     cr6,.L92
	crand   4*cr5+lt,4*cr1+eq,4*cr5+gt
	bge     cr5,.L93
.L92:
	li      r4,1
.L93:
	cmpldi  cr1,r3,1000
	stb     r4,279(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L94
	ld      r3,160(r1)
	std     r21,0(r3)
	stw     r20,8(r3)
.L94:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L109
.L95:
	lwz     r20,0(r30)
	crset   4*cr3+lt
	b       .L16
.L96:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+lt,gt
	blt     cr5,.L97
	ld      r3,224(r1)
	std     r3,0(r29)
	stw     r14,8(r29)
.L97:
	bge     cr3,.L98
	mr      r2,r2
.L98:
	rlwinm  r21,r19,0,31,29
	blt     cr4,.L99
	addi    r21,r21,32
.L99:
	srwi    r3,r19,3
	crclr   4*cr5+lt
	andi.   r3,r3,1
	cror    4*cr5+gt,4*cr2+eq,gt
	bgt     cr5,.L104
	beq     cr3,.L104
	ld      r3,112(r1)
	std     r3,304(r1)
	stw     r22,312(r1)
	addi    r3,r1,304
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L100
	ori     r21,r21,8
	crset   4*cr5+lt
	b       .L104
.L100:
	srwi    r3,r19,5
	cmplwi  r3,8
	mr      r5,r3
	bge     .L107
	cmplwi  r3,0
	lwz     r3,148(r1)
	bne     .L108
.L101:
	cmplw   r4,r3
	blt     .L103
.L102:
	ori     r21,r21,8
.L103:
	crnot   4*cr5+lt,lt
.L104:
	cmplw   r21,r19
	beq     .L113
.L105:
	lwarx   r20,0,r30
	cmplw   r20,r19
	bne-    .L112
	stwcx.  r21,0,r30
	crset   4*cr5+gt
	bne-    .L105
	bgt     cr5,.L113
.L106:
	crclr   4*cr3+lt
	b       .L16
.L107:
	li      r5,8
	cmplwi  r3,0
	lwz     r3,148(r1)
	beq     .L101
.L108:
	mulli   r3,r5,15625
	slwi    r3,r3,5
	cmplw   r4,r3
	bge     .L102
	b       .L103
.L109:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	b       .L95
.L110:
	bl      <hintlock::spin::policy::now_ns>
	nop
	ld      r4,8(r28)
	subfc   r4,r4,r3
	li      r3,0
	addze.  r5,r3
	beq     .L111
	mr      r3,r4
.L111:
	ld      r4,128(r1)
	cmpld   r3,r4
	blt     .L71
	rldicl  r3,r21,59,3
	rotldi  r21,r3,5
	std     r21,0(r28)
	b       .L71
.L112:
	b       .L106
.L113:
	andi.   r3,r21,4
	cror    4*cr2+eq,4*cr2+eq,4*cr5+lt
	li      r8,-19
	crset   4*cr4+lt
	bne     .L13
	bne     cr3,.L114
	bl      <<std::time::Instant>::now>
	nop
	std     r3,112(r1)
	mr      r22,r4
.L114:
	li      r8,2
	beq     cr2,.L115
	li      r8,1
.L115:
	clrldi  r4,r21,32
	mr      r3,r30
	mr      r6,r24
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	ld      r3,248(r1)
	cmpldi  r3,0
	beq     .L117
	addi    r4,r3,24
.L116:
	ldarx   r5,0,r4
	subf    r5,r15,r5
	stdcx.  r5,0,r4
	bne-    .L116
.L117:
	ld      r4,136(r1)
	cmpdi   r3,0
	crset   4*cr4+lt
	li      r8,-19
	stw     r14,168(r1)
	crorc   4*cr2+so,4*cr2+so,eq
	stw     r18,184(r1)
	stw     r18,200(r1)
	stw     r18,216(r1)
	std     r14,0(r4)
	std     r14,8(r4)
	std     r14,16(r4)
	std     r14,24(r4)
	std     r14,32(r4)
	std     r14,40(r4)
	std     r14,48(r4)
	stb     r14,56(r4)
	lwz     r21,0(r30)
	b       .L12
.L118:
	ld      r3,248(r1)
	cmpdi   r3,0
	crorc   4*cr5+lt,4*cr2+so,eq
	blt     cr5,.L125
.L119:
	bge     cr3,.L120
	mr      r2,r2
.L120:
	ld      r3,248(r1)
	cmpldi  r3,0
	beq     .L122
	addi    r3,r3,24
	li      r4,1
.L121:
	ldarx   r5,0,r3
	subf    r5,r4,r5
	stdcx.  r5,0,r3
	bne-    .L121
.L122:
	ld      r31,456(r1)
	ld      r30,448(r1)
	ld      r29,440(r1)
	ld      r28,432(r1)
	ld      r27,424(r1)
	ld      r26,416(r1)
	ld      r25,408(r1)
	ld      r24,400(r1)
	ld      r23,392(r1)
	ld      r22,384(r1)
	ld      r21,376(r1)
	ld      r20,368(r1)
	ld      r19,360(r1)
	ld      r18,352(r1)
	ld      r17,344(r1)
	ld      r16,336(r1)
	ld      r15,328(r1)
	ld      r14,320(r1)
	addi    r1,r1,464
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	mtocrf  8,r12
	blr
.L123:
	mr      r5,r7
	ld      r4,0(r4)
	subfc   r7,r4,r5
	addze.  r8,r6
	beq     .L6
.L124:
	mr      r6,r7
	cmpdi   r4,-1
	bne     .L7
	b       .L8
.L125:
	mr      r3,r30
	li      r4,1
	bl      <hintlock::spin::policy::wait_ended>
	nop
	b       .L119
.L126:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error>
	nop
	b       .L128
.L127:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error>
	nop
.L128:
	stw     r3,288(r1)
	addi    r5,r1,288
	addis   r3,r2,-5
	addis   r4,r2,-2
	addis   r7,r2,-2
	addi    r3,r3,30287
	addi    r6,r4,18928
	addi    r7,r7,18960
	li      r4,43
	bl      <core::result::unwrap_failed>
	nop
	trap
	b       .L129
	b       .L129
	b       .L129
	b       .L129
	b       .L129
	b       .L129
	b       .L129
.L129:
	ld      r4,248(r1)
	cmpldi  r4,0
	beq     .L131
	addi    r4,r4,24
	li      r5,1
.L130:
	ldarx   r6,0,r4
	subf    r6,r5,r6
	stdcx.  r6,0,r4
	bne-    .L130
.L131:
	bl      <00000095.plt_call._Unwind_Resume@@GCC_3.0>
	ld      r2,40(r1)
