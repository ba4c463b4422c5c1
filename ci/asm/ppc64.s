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
	addi    r4,r4,-1
	andi.   r5,r4,24
	bne     .L1
	srwi    r5,r4,1
	cmplwi  cr1,r4,32
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	bltlr   cr5
.L1:
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
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
	bgt     .L2
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beq     .L1
	addi    r4,r4,-1
	andi.   r5,r4,24
	bne     .L3
	srwi    r5,r4,1
	cmplwi  cr1,r4,32
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	bge     cr5,.L3
.L1:
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L2:
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L3:
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
	beq     .L5
	addi    r4,r4,-1
	andi.   r5,r4,24
	bne     .L6
	srwi    r5,r4,1
	cmplwi  cr1,r4,32
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	bge     cr5,.L6
.L5:
	ld      r30,112(r1)
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	blr
.L6:
	clrldi  r4,r4,32
	ld      r30,112(r1)
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-448(r1)
	std     r0,464(r1)
	std     r28,416(r1)
	li      r28,0
	addi    r5,r1,168
	andi.   r4,r4,1
	std     r30,432(r1)
	mr      r30,r3
	crmove  4*cr2+lt,gt
	li      r3,107
	stdx    r28,r5,r3
	lis     r3,15258
	lis     r5,-25033
	ori     r3,r3,51712
	ori     r4,r5,31161
	stw     r3,184(r1)
	stw     r3,200(r1)
	stw     r3,216(r1)
	rldic   r3,r4,32,0
	oris    r3,r3,32586
	std     r29,424(r1)
	ori     r29,r3,31765
	nop
	nop
	addi    r3,r13,-28584
	nop
	ld      r4,0(r3)
	std     r28,0(r3)
	xor     r3,r4,r30
	cntlzd  r3,r3
	rldicl  r3,r3,58,63
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
	mulld   r27,r30,r29
	std     r31,440(r1)
	std     r28,256(r1)
	stw     r28,168(r1)
	stw     r28,264(r1)
	std     r28,224(r1)
	std     r28,232(r1)
	std     r28,240(r1)
	std     r28,268(r1)
	std     r28,248(r1)
	stb     r3,277(r1)
	lwz     r21,0(r30)
	bge     cr2,.L2
	cmplwi  cr1,r21,31
	crclr   eq
	bgt     cr1,.L0
	nop
	rotldi  r4,r27,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
	ldx     r3,r3,r4
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
	andi.   r3,r21,16
	nop
	mcrf    cr3,cr0
	nop
	addi    r3,r13,-28568
	nop
	ld      r4,0(r3)
	cmpd    r4,r30
	ld      r29,8(r3)
	crorc   4*cr5+lt,4*cr3+eq,eq
	std     r28,0(r3)
	std     r28,8(r3)
	blt     cr5,.L7
	bl      <hintlock::spin::policy::now_ns>
	nop
	mr      r28,r3
	bl      <hintlock::spin::policy::now_ns>
	nop
	subfc   r4,r28,r3
	li      r3,0
	addze.  r5,r3
	beq     .L3
	mr      r3,r4
.L3:
	nop
	addi    r4,r2,-32496
	ld      r5,0(r4)
	cmpld   r3,r5
	bge     .L5
.L4:
	ldarx   r5,0,r4
	cmpld   r5,r3
	blt     .L5
	stdcx.  r3,0,r4
	bne-    .L4
.L5:
	subfc   r4,r29,r28
	li      r3,0
	addze.  r5,r3
	beq     .L6
	mr      r3,r4
.L6:
	bl      <hintlock::spin::policy::less_clock_read>
	nop
	mr      r6,r3
	nop
	rotldi  r4,r27,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
	add     r3,r3,r4
	mr      r4,r29
	mr      r5,r28
	bl      <hintlock::spin::policy::gap_sample>
	nop
.L7:
	andi.   r3,r21,1
	crandc  4*cr5+lt,gt,4*cr2+lt
	bge     cr5,.L9
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	ble     .L9
	nop
	rotldi  r4,r27,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
	ldx     r3,r3,r4
	andi.   r3,r3,17
	bne     .L9
	li      r3,0
	mr      r1,r1
	nop
	nop
.L8:
	lwz     r21,0(r30)
	cmplwi  cr1,r3,2
	addi    r3,r3,1
	andi.   r4,r21,1
	crand   4*cr5+lt,gt,4*cr1+lt
	blt     cr5,.L8
	mr      r2,r2
.L9:
	lis     r3,15258
	addi    r25,r1,168
	crclr   4*cr2+eq
	ori     r18,r3,51712
	addi    r3,r1,224
	std     r3,152(r1)
	nop
	nop
	li      r15,1
	li      r14,0
	crclr   4*cr2+so
	addi    r3,r13,-28552
	nop
	mr      r29,r3
	nop
	rotldi  r4,r27,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
	mr      r22,r18
	crclr   4*cr4+lt
	add     r28,r3,r4
	nop
	nop
	addi    r3,r13,-28672
	nop
	mr      r27,r3
	nop
	nop
	addi    r3,r13,-28576
	nop
	mr      r26,r3
	lis     r3,15258
	lis     r5,76
	lis     r4,-25033
	lis     r6,762
	ori     r24,r3,51712
	ori     r3,r5,19263
	ori     r31,r4,31161
	std     r3,160(r1)
	ori     r3,r6,61568
	std     r3,144(r1)
.L10:
	cmpw    cr3,r22,r18
.L11:
	li      r17,-25
	beq     cr2,.L12
	li      r17,-17
.L12:
	li      r16,-31
	beq     cr2,.L13
	li      r16,-23
.L13:
	li      r3,-19
	crclr   4*cr3+lt
	and     r19,r17,r3
	bne     cr2,.L34
.L14:
	andi.   r3,r21,1
	bgt     .L27
	bge     cr4,.L21
	nop
	nop
.L15:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L16
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L16:
	addi    r3,r21,-31
	and     r3,r3,r19
.L17:
	lwarx   r23,0,r30,1
	cmpw    r23,r21
	bne-    .L18
	stwcx.  r3,0,r30
	bne-    .L17
	isync
.L18:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L20
.L19:
	cmpw    r23,r21
	beq     .L107
	andi.   r3,r23,1
	mr      r21,r23
	ble     .L15
	b       .L28
.L20:
	mr      r3,r25
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L19
	nop
.L21:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L22
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L22:
	ori     r3,r21,1
	and     r3,r3,r17
.L23:
	lwarx   r23,0,r30,1
	cmpw    r23,r21
	bne-    .L24
	stwcx.  r3,0,r30
	bne-    .L23
	isync
.L24:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L26
.L25:
	cmpw    r23,r21
	beq     .L107
	andi.   r3,r23,1
	mr      r21,r23
	ble     .L21
	b       .L28
.L26:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L25
	nop
.L27:
	mr      r23,r21
	srwi    r3,r23,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	blt     cr5,.L31
	b       .L54
	nop
	nop
.L28:
	cmplwi  cr1,r23,31
	crclr   eq
	bgt     cr1,.L29
	ld      r3,0(r28)
	andi.   r3,r3,17
.L29:
	li      r3,1
	stb     r15,274(r1)
	beq     .L30
	li      r3,0
.L30:
	stb     r3,280(r1)
	srwi    r3,r23,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L54
.L31:
	rlwinm  r3,r23,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r16
.L32:
	lwarx   r21,0,r30,1
	cmpw    r21,r23
	bne-    .L33
	stwcx.  r3,0,r30
	bne-    .L32
	isync
.L33:
	cmplw   r21,r23
	bne     .L14
	b       .L107
	nop
.L34:
	andi.   r3,r21,1
	bgt     .L47
	bge     cr4,.L41
	nop
.L35:
	andi.   r3,r21,8
	bne     .L47
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L36
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L36:
	addi    r3,r21,-31
	and     r3,r3,r19
.L37:
	lwarx   r23,0,r30,1
	cmpw    r23,r21
	bne-    .L38
	stwcx.  r3,0,r30
	bne-    .L37
	isync
.L38:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L40
.L39:
	cmpw    r23,r21
	beq     .L107
	andi.   r3,r23,1
	mr      r21,r23
	ble     .L35
	b       .L51
.L40:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L39
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L41:
	andi.   r3,r21,8
	bne     .L47
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L42
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L42:
	ori     r3,r21,1
	and     r3,r3,r17
.L43:
	lwarx   r23,0,r30,1
	cmpw    r23,r21
	bne-    .L44
	stwcx.  r3,0,r30
	bne-    .L43
	isync
.L44:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L46
.L45:
	cmpw    r23,r21
	beq     .L107
	andi.   r3,r23,1
	mr      r21,r23
	ble     .L41
	b       .L51
.L46:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L45
	nop
	nop
	nop
.L47:
	mr      r23,r21
	srwi    r3,r23,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L54
.L48:
	rlwinm  r3,r23,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r16
.L49:
	lwarx   r21,0,r30,1
	cmpw    r21,r23
	bne-    .L50
	stwcx.  r3,0,r30
	bne-    .L49
	isync
.L50:
	cmplw   r21,r23
	bne     .L34
	b       .L107
.L51:
	cmplwi  cr1,r23,31
	crclr   eq
	bgt     cr1,.L52
	ld      r3,0(r28)
	andi.   r3,r3,17
.L52:
	li      r3,1
	stb     r15,274(r1)
	beq     .L53
	li      r3,0
.L53:
	stb     r3,280(r1)
	srwi    r3,r23,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	blt     cr5,.L48
.L54:
	lwz     r21,256(r1)
	cmplwi  r21,0
	bne     .L55
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	ble     .L94
.L55:
	lwz     r3,264(r1)
	addi    r4,r3,1
	addi    r3,r21,1
	stw     r3,256(r1)
	cmplwi  r4,0
	li      r21,-1
	beq     .L56
	mr      r21,r4
.L56:
	lbz     r4,278(r1)
	andi.   r4,r4,1
	stw     r21,264(r1)
	bgt     .L94
	lwz     r4,168(r1)
	cmplwi  r4,0
	std     r27,136(r1)
	beq     .L57
	cmplwi  r4,1
	bne     .L58
	lbz     r3,279(r1)
	andi.   r3,r3,1
	bgt     .L94
	lbz     r4,280(r1)
	lwz     r3,268(r1)
	andi.   r4,r4,1
	cmplwi  cr1,r3,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L59
	addi    r3,r3,1
	stb     r14,274(r1)
	stb     r14,280(r1)
	stw     r18,184(r1)
	stw     r18,200(r1)
	stw     r3,268(r1)
	stw     r14,168(r1)
	b       .L68
.L57:
	lbz     r4,274(r1)
	lbz     r5,272(r1)
	andi.   r4,r4,1
	crmove  4*cr2+lt,gt
	andi.   r4,r5,1
	crmove  4*cr2+gt,gt
	cror    4*cr5+lt,4*cr2+lt,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L68
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,184(r1)
	mr      r27,r3
	mr      r20,r4
	cmplw   r5,r18
	std     r3,288(r1)
	stw     r20,296(r1)
	bne     .L60
	mr      r5,r20
	mr      r4,r27
	std     r27,176(r1)
	stw     r20,184(r1)
	b       .L61
.L58:
	lwz     r3,172(r1)
	cmplwi  r3,3
	bge     .L94
	li      r4,2
	addi    r3,r3,1
	stw     r4,168(r1)
	stw     r3,172(r1)
	b       .L68
.L59:
	rldic   r3,r15,33,30
	ori     r3,r3,1
	std     r3,168(r1)
	b       .L68
.L60:
	ld      r4,176(r1)
.L61:
	lwz     r3,200(r1)
	cmplw   r3,r18
	bne     .L62
	mr      r3,r20
	std     r27,192(r1)
	stw     r20,200(r1)
.L62:
	lbz     r6,273(r1)
	andi.   r6,r6,1
	std     r27,208(r1)
	stw     r20,216(r1)
	stb     r14,273(r1)
	ble     .L63
	std     r27,192(r1)
	mr      r3,r20
	stw     r20,200(r1)
.L63:
	cmplwi  r21,7
	ble     .L64
	lbz     r6,276(r1)
	andi.   r6,r6,1
	bgt     .L93
	std     r4,128(r1)
	mr      r21,r5
	clrldi  r5,r3,32
	ld      r4,192(r1)
	addi    r3,r1,288
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r24
	clrldi  r4,r4,32
	mulhdu  r3,r3,r24
	addc    r4,r5,r4
	mr      r5,r21
	addze.  r3,r3
	cmpldi  cr1,r4,2000
	ld      r4,128(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L93
.L64:
	lbz     r3,282(r1)
	clrldi  r5,r5,32
	andi.   r3,r3,1
	crmove  4*cr2+gt,gt
	addi    r3,r1,288
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	crorc   4*cr5+lt,4*cr2+gt,4*cr2+lt
	bge     cr5,.L67
	mulld   r5,r3,r24
	clrldi  r4,r4,32
	mulhdu  r3,r3,r24
	addc    r4,r5,r4
	addze   r3,r3
	bgt     cr2,.L65
	li      r5,4000
	b       .L66
.L65:
	ori     r5,r14,50000
.L66:
	cmpld   r4,r5
	bge     .L67
	cmpdi   r3,0
	beq     .L68
.L67:
	ld      r4,136(r1)
	clrldi  r6,r20,32
	ld      r3,0(r4)
	lwz     r4,8(r4)
	mr      r5,r27
	bl      <hintlock::spin::policy::may_yield>
	nop
	andi.   r3,r3,1
	ld      r27,136(r1)
	ble     .L94
	stw     r15,168(r1)
.L68:
	blt     cr3,.L83
	mr      r1,r1
	ld      r21,0(r28)
	lwz     r3,0(r26)
	addi    r20,r3,1
	andi.   r4,r20,15
	stw     r20,0(r26)
	mcrf    cr1,cr0
	mullw   r3,r20,r31
	xor     r3,r3,r25
	stw     r4,128(r1)
	srdi    r4,r21,4
	andi.   r4,r4,1
	ori     r3,r3,1
	crand   4*cr5+lt,gt,4*cr1+eq
	stw     r3,260(r1)
	blt     cr5,.L91
.L69:
	andi.   r3,r21,17
	beq     .L71
	ld      r27,16(r28)
	cmpldi  r27,0
	beq     .L72
	bl      <hintlock::spin::policy::now_ns>
	nop
	subfc   r4,r27,r3
	li      r3,0
	addze.  r5,r3
	beq     .L70
	mr      r3,r4
.L70:
	ld      r4,160(r1)
	cmpld   cr1,r3,r4
	b       .L73
.L71:
	crclr   4*cr1+gt
	b       .L73
.L72:
	crset   4*cr1+gt
.L73:
	li      r3,0
	li      r4,1
	bgt     cr1,.L74
	li      r4,0
.L74:
	lbz     r5,281(r1)
	andi.   r5,r5,1
	stb     r4,272(r1)
	crmove  4*cr5+lt,gt
	andi.   r5,r21,1
	crand   4*cr5+lt,gt,4*cr5+lt
	crnand  4*cr5+lt,4*cr1+gt,4*cr5+lt
	blt     cr5,.L75
	li      r3,1
.L75:
	crandc  4*cr5+lt,4*cr1+gt,gt
	stb     r3,282(r1)
	bge     cr5,.L78
	srwi    r6,r23,5
	addi    r3,r1,168
	mr      r4,r28
	mr      r5,r30
	bl      <<hintlock::spin::policy::SpinPhase>::time_wait>
	nop
	lbz     r3,272(r1)
	andi.   r3,r3,1
	std     r30,224(r1)
	bgt     .L79
.L76:
	ld      r3,0(r29)
	cmpld   r3,r30
	bne     .L80
	lbz     r3,277(r1)
	li      r5,15
	andi.   r4,r3,1
	lwz     r4,8(r29)
	addi    r4,r4,1
	stw     r4,8(r29)
	bgt     .L77
	li      r5,3
.L77:
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
	b       .L80
.L78:
	std     r30,224(r1)
	ble     cr1,.L76
.L79:
	bl      <<std::time::Instant>::now>
	nop
	std     r3,176(r1)
	stw     r4,184(r1)
	std     r3,192(r1)
	stw     r4,200(r1)
	std     r3,208(r1)
	stw     r4,216(r1)
.L80:
	lwz     r4,128(r1)
	rlwinm  r3,r23,0,27,27
	or.     r3,r4,r3
	bne     .L83
	mr      r3,r28
	mr      r4,r21
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r20,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L81
	std     r28,232(r1)
	b       .L82
.L81:
	bge     cr5,.L83
.L82:
	lwarx   r3,0,r30
	ori     r3,r3,16
	stwcx.  r3,0,r30
	bne-    .L82
.L83:
	lwz     r3,168(r1)
	cmplwi  r3,0
	beq     .L84
	cmplwi  r3,2
	bne     .L85
	li      r3,0
	li      r4,20000
	bl      <std::thread::functions::sleep>
	nop
	b       .L88
.L84:
	lwz     r3,260(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,260(r1)
	b       .L88
.L85:
	bl      <std::thread::functions::yield_now>
	nop
	bl      <<std::time::Instant>::now>
	nop
	mr      r20,r4
	lwz     r4,216(r1)
	cmplw   r4,r18
	bne     .L86
	stb     r14,279(r1)
	b       .L88
.L86:
	mr      r21,r3
	ld      r3,208(r1)
	clrldi  r6,r20,32
	mr      r5,r21
	bl      <hintlock::spin::policy::ran_others>
	nop
	andi.   r3,r3,1
	li      r3,1
	bgt     .L87
	li      r3,0
.L87:
	stb     r3,279(r1)
	ble     .L88
	ld      r3,136(r1)
	std     r21,0(r3)
	stw     r20,8(r3)
.L88:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L90
.L89:
	lwz     r21,0(r30)
	crset   4*cr3+lt
	ld      r27,136(r1)
	bne     cr2,.L34
	b       .L14
.L90:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	b       .L89
.L91:
	bl      <hintlock::spin::policy::now_ns>
	nop
	ld      r4,8(r28)
	subfc   r4,r4,r3
	li      r3,0
	addze.  r5,r3
	beq     .L92
	mr      r3,r4
.L92:
	ld      r4,144(r1)
	cmpld   r3,r4
	blt     .L69
	rldicl  r3,r21,59,3
	rotldi  r21,r3,5
	std     r21,0(r28)
	b       .L69
.L93:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	ld      r27,136(r1)
	cror    4*cr5+lt,4*cr2+gt,gt
	blt     cr5,.L94
	ld      r3,224(r1)
	std     r3,0(r29)
	stw     r14,8(r29)
.L94:
	bge     cr3,.L95
	mr      r2,r2
.L95:
	rlwinm  r19,r23,0,31,29
	blt     cr4,.L96
	addi    r19,r19,32
.L96:
	srwi    r3,r23,3
	crclr   4*cr5+lt
	andi.   r3,r3,1
	cror    4*cr5+gt,4*cr2+eq,gt
	bgt     cr5,.L98
	beq     cr3,.L98
	ld      r3,120(r1)
	std     r3,288(r1)
	stw     r22,296(r1)
	addi    r3,r1,288
	bl      <<std::time::Instant>::elapsed>
	nop
	mr      r20,r3
	mr      r21,r4
	srwi    r3,r23,5
	bl      <hintlock::spin::policy::fair_after>
	nop
	cmpld   r20,r3
	bne     .L97
	cmplw   r21,r4
.L97:
	crnot   4*cr5+lt,lt
	bge     cr5,.L98
	ori     r19,r19,8
.L98:
	cmplw   r19,r23
	beq     .L100
.L99:
	lwarx   r21,0,r30
	cmplw   r21,r23
	bne-    .L101
	stwcx.  r19,0,r30
	crset   4*cr5+gt
	bne-    .L99
	ble     cr5,.L11
.L100:
	andi.   r3,r19,4
	cror    4*cr2+eq,4*cr2+eq,4*cr5+lt
	mr      r21,r19
	crset   4*cr4+lt
	bne     .L11
	b       .L102
.L101:
	b       .L11
.L102:
	bne     cr3,.L103
	bl      <<std::time::Instant>::now>
	nop
	std     r3,120(r1)
	mr      r22,r4
.L103:
	li      r8,2
	beq     cr2,.L104
	li      r8,1
.L104:
	clrldi  r4,r19,32
	mr      r3,r30
	mr      r6,r24
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	ld      r3,248(r1)
	cmpldi  r3,0
	beq     .L106
	addi    r4,r3,24
.L105:
	ldarx   r5,0,r4
	subf    r5,r15,r5
	stdcx.  r5,0,r4
	bne-    .L105
.L106:
	ld      r4,152(r1)
	cmpdi   r3,0
	li      r3,256
	crset   4*cr4+lt
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
	sth     r3,281(r1)
	lwz     r21,0(r30)
	b       .L10
.L107:
	ld      r3,248(r1)
	cmpdi   r3,0
	crorc   4*cr5+lt,4*cr2+so,eq
	blt     cr5,.L112
.L108:
	bge     cr3,.L109
	mr      r2,r2
.L109:
	ld      r3,248(r1)
	cmpldi  r3,0
	beq     .L111
	addi    r3,r3,24
	li      r4,1
.L110:
	ldarx   r5,0,r3
	subf    r5,r4,r5
	stdcx.  r5,0,r3
	bne-    .L110
.L111:
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
	mtocrf  8,r12
	blr
.L112:
	mr      r3,r30
	li      r4,1
	bl      <hintlock::spin::policy::wait_ended>
	nop
	b       .L108
	b       .L113
	b       .L113
	b       .L113
	b       .L113
	b       .L113
	b       .L113
	b       .L113
.L113:
	ld      r4,248(r1)
	cmpldi  r4,0
	beq     .L115
	addi    r4,r4,24
	li      r5,1
.L114:
	ldarx   r6,0,r4
	subf    r6,r5,r6
	stdcx.  r6,0,r4
	bne-    .L114
.L115:
	bl      <00000061.plt_call._Unwind_Resume@@GCC_3.0>
	ld      r2,40(r1)
