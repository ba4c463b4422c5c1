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
	cmplwi  cr1,r4,64
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
	cmplwi  r4,63
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
	cmplwi  cr1,r4,64
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
	cmplwi  cr1,r4,64
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
	addi    r3,r13,-28576
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
	mr      r30,r3
	nop
	nop
	nop
.L0:
	srwi    r3,r4,3
	cmplwi  cr1,r4,64
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr1+lt,gt
	blt     cr5,.L4
	ori     r3,r4,4
	lwsync
.L1:
	lwarx   r5,0,r30
	cmpw    r5,r4
	bne-    .L2
	stwcx.  r3,0,r30
	bne-    .L1
.L2:
	cmplw   r5,r4
	mr      r4,r5
	bne     .L0
	li      r4,1
	mr      r3,r30
	li      r5,128
	li      r6,1
	bl      <hintlock::futex::linux::wake>
	nop
	cmpldi  r3,0
	li      r3,0
	beq     .L3
	mr      r3,r30
.L3:
	nop
	nop
	addi    r4,r13,-28624
	std     r3,0(r4)
	nop
	nop
	addi    r3,r13,-28576
	std     r30,0(r3)
	b       .L6
.L4:
	nop
	li      r4,0
	nop
	addi    r3,r13,-28624
	std     r4,0(r3)
	li      r4,1
	lwsync
.L5:
	lwarx   r3,0,r30
	subf    r5,r4,r3
	stwcx.  r5,0,r30
	bne-    .L5
	cmplwi  r3,1
	beq     .L6
	addi    r3,r3,-1
	andi.   r4,r3,24
	bne     .L7
	srwi    r4,r3,1
	cmplwi  cr1,r3,64
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr1+lt,gt
	bge     cr5,.L7
.L6:
	ld      r30,112(r1)
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	blr
.L7:
	clrldi  r4,r3,32
	mr      r3,r30
	ld      r30,112(r1)
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
	std     r28,432(r1)
	li      r28,0
	addi    r5,r1,184
	andi.   r4,r4,1
	std     r30,448(r1)
	mr      r30,r3
	crmove  4*cr2+lt,gt
	li      r3,107
	stdx    r28,r5,r3
	lis     r3,15258
	lis     r5,-25033
	ori     r3,r3,51712
	ori     r4,r5,31161
	stw     r3,200(r1)
	stw     r3,216(r1)
	stw     r3,232(r1)
	rldic   r3,r4,32,0
	oris    r3,r3,32586
	std     r29,440(r1)
	ori     r29,r3,31765
	nop
	nop
	addi    r3,r13,-28576
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
	mulld   r27,r30,r29
	std     r31,456(r1)
	std     r28,272(r1)
	stw     r28,184(r1)
	stw     r28,280(r1)
	std     r28,240(r1)
	std     r28,248(r1)
	std     r28,256(r1)
	std     r28,284(r1)
	std     r28,264(r1)
	stb     r28,299(r1)
	stb     r3,293(r1)
	lwz     r19,0(r30)
	bge     cr2,.L2
	cmplwi  cr1,r19,63
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
	stb     r3,290(r1)
	li      r3,1
	beq     .L1
	li      r3,0
.L1:
	stb     r3,296(r1)
.L2:
	andi.   r3,r19,16
	nop
	mcrf    cr3,cr0
	nop
	addi    r3,r13,-28560
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
	andi.   r3,r19,1
	crorc   4*cr5+lt,4*cr2+lt,gt
	blt     cr5,.L9
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
.L8:
	lwz     r19,0(r30)
	cmplwi  cr1,r3,2
	addi    r3,r3,1
	andi.   r4,r19,1
	crand   4*cr5+lt,gt,4*cr1+lt
	blt     cr5,.L8
	mr      r2,r2
.L9:
	lis     r3,15258
	addi    r25,r1,184
	crclr   4*cr2+eq
	ori     r18,r3,51712
	addi    r3,r1,240
	std     r3,136(r1)
	nop
	nop
	li      r16,-51
	li      r15,1
	crclr   4*cr2+lt
	addi    r3,r13,-28544
	nop
	mr      r29,r3
	nop
	rotldi  r4,r27,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
	li      r14,0
	crclr   4*cr3+gt
	add     r28,r3,r4
	nop
	mr      r24,r18
	nop
	addi    r3,r13,-28672
	nop
	crclr   4*cr3+lt
	std     r3,176(r1)
	nop
	nop
	addi    r3,r13,-28568
	nop
	mr      r26,r3
	lis     r3,15258
	lis     r5,76
	ori     r3,r3,51712
	std     r3,160(r1)
	lis     r4,-25033
	lis     r6,762
	ori     r3,r5,19263
	ori     r17,r4,31161
	std     r3,168(r1)
	ori     r3,r6,61568
	std     r3,128(r1)
.L10:
	cmpw    cr4,r24,r18
	crmove  4*cr3+eq,4*cr2+eq
	std     r24,144(r1)
	crclr   4*cr2+gt
.L11:
	li      r23,-25
	beq     cr3,.L12
	li      r23,-17
.L12:
	li      r3,-63
	beq     cr3,.L13
	li      r3,-55
.L13:
	and     r31,r23,r16
	mr      r21,r19
	stw     r3,156(r1)
.L14:
	crclr   4*cr3+so
.L15:
	andi.   r3,r21,1
	bgt     .L43
	bge     cr2,.L28
	bne     cr3,.L22
	nop
	nop
	nop
.L16:
	lbz     r3,291(r1)
	andi.   r3,r3,1
	stb     r15,289(r1)
	stw     r14,280(r1)
	stb     r14,291(r1)
	ble     .L17
	stb     r14,292(r1)
	stb     r14,294(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L17:
	addi    r3,r21,-63
	and     r3,r3,r31
.L18:
	lwarx   r22,0,r30,1
	cmpw    r22,r21
	bne-    .L19
	stwcx.  r3,0,r30
	bne-    .L18
	isync
.L19:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L21
.L20:
	cmpw    r22,r21
	beq     .L117
	andi.   r3,r22,1
	mr      r21,r22
	ble     .L16
	b       .L49
.L21:
	mr      r3,r25
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L20
	nop
.L22:
	andi.   r3,r21,8
	bne     .L43
	lbz     r3,291(r1)
	andi.   r3,r3,1
	stb     r15,289(r1)
	stw     r14,280(r1)
	stb     r14,291(r1)
	ble     .L23
	stb     r14,292(r1)
	stb     r14,294(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L23:
	addi    r3,r21,-63
	and     r3,r3,r31
.L24:
	lwarx   r22,0,r30,1
	cmpw    r22,r21
	bne-    .L25
	stwcx.  r3,0,r30
	bne-    .L24
	isync
.L25:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L27
.L26:
	cmpw    r22,r21
	beq     .L117
	andi.   r3,r22,1
	mr      r21,r22
	ble     .L22
	b       .L49
.L27:
	addi    r3,r1,184
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L26
	nop
	nop
	nop
.L28:
	bne     cr3,.L36
	nop
	nop
	nop
.L29:
	lbz     r3,291(r1)
	andi.   r3,r3,1
	stb     r15,289(r1)
	stw     r14,280(r1)
	stb     r14,291(r1)
	ble     .L30
	stb     r14,292(r1)
	stb     r14,294(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L30:
	ori     r3,r21,1
	ble     cr3,.L31
	and     r3,r3,r16
.L31:
	and     r3,r3,r23
.L32:
	lwarx   r22,0,r30,1
	cmpw    r22,r21
	bne-    .L33
	stwcx.  r3,0,r30
	bne-    .L32
	isync
.L33:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L35
.L34:
	cmpw    r22,r21
	beq     .L117
	andi.   r3,r22,1
	mr      r21,r22
	ble     .L29
	b       .L49
.L35:
	addi    r3,r1,184
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L34
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L36:
	andi.   r3,r21,8
	bne     .L43
	lbz     r3,291(r1)
	andi.   r3,r3,1
	stb     r15,289(r1)
	stw     r14,280(r1)
	stb     r14,291(r1)
	ble     .L37
	stb     r14,292(r1)
	stb     r14,294(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L37:
	ori     r3,r21,1
	ble     cr3,.L38
	li      r4,-59
	and     r3,r3,r4
.L38:
	and     r3,r3,r23
.L39:
	lwarx   r22,0,r30,1
	cmpw    r22,r21
	bne-    .L40
	stwcx.  r3,0,r30
	bne-    .L39
	isync
.L40:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L42
.L41:
	cmpw    r22,r21
	beq     .L117
	andi.   r3,r22,1
	mr      r21,r22
	ble     .L36
	b       .L49
.L42:
	addi    r3,r1,184
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L41
.L43:
	mr      r22,r21
	srwi    r3,r22,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+lt
	blt     cr5,.L52
.L44:
	lwz     r27,272(r1)
	cmplwi  r27,0
	bne     .L45
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	ble     .L93
.L45:
	lwz     r3,280(r1)
	li      r24,-1
	addi    r4,r3,1
	addi    r3,r27,1
	stw     r3,272(r1)
	cmplwi  r4,0
	beq     .L46
	mr      r24,r4
.L46:
	lbz     r4,294(r1)
	andi.   r4,r4,1
	stw     r24,280(r1)
	bgt     .L93
	lwz     r4,184(r1)
	cmplwi  r4,0
	beq     .L47
	cmplwi  r4,1
	bne     .L48
	lbz     r3,295(r1)
	andi.   r3,r3,1
	bgt     .L93
	lbz     r4,296(r1)
	lwz     r3,284(r1)
	andi.   r4,r4,1
	cmplwi  cr1,r3,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L55
	addi    r3,r3,1
	stb     r14,290(r1)
	stb     r14,296(r1)
	stw     r18,200(r1)
	stw     r18,216(r1)
	stw     r3,284(r1)
	stw     r14,184(r1)
	bns     cr3,.L64
	b       .L82
	nop
.L47:
	lbz     r4,290(r1)
	lbz     r5,288(r1)
	andi.   r4,r4,1
	crmove  4*cr2+eq,gt
	andi.   r4,r5,1
	crmove  4*cr2+so,gt
	cror    4*cr5+lt,4*cr2+eq,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L63
	bl      <<std::time::Instant>::now>
	nop
	lwz     r27,200(r1)
	mr      r21,r3
	mr      r20,r4
	cmplw   r27,r18
	std     r3,304(r1)
	stw     r20,312(r1)
	bne     .L56
	mr      r27,r20
	mr      r19,r21
	std     r21,192(r1)
	stw     r20,200(r1)
	lwz     r3,216(r1)
	cmplw   r3,r18
	beq     .L57
	b       .L58
	nop
.L48:
	lwz     r3,188(r1)
	cmplwi  r3,3
	bge     .L93
	li      r4,2
	addi    r3,r3,1
	stw     r4,184(r1)
	stw     r3,188(r1)
	bns     cr3,.L64
	b       .L82
	nop
	nop
	nop
.L49:
	cmplwi  cr1,r22,63
	crclr   eq
	bgt     cr1,.L50
	ld      r3,0(r28)
	andi.   r3,r3,17
.L50:
	li      r3,1
	stb     r15,290(r1)
	beq     .L51
	li      r3,0
.L51:
	stb     r3,296(r1)
	srwi    r3,r22,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr2+lt
	bge     cr5,.L44
.L52:
	li      r3,-39
	lwz     r4,156(r1)
	crset   4*cr2+lt
	and     r3,r22,r3
	addi    r3,r3,-64
	and     r3,r3,r4
.L53:
	lwarx   r21,0,r30,1
	cmpw    r21,r22
	bne-    .L54
	stwcx.  r3,0,r30
	bne-    .L53
	isync
.L54:
	cmplw   r21,r22
	bne     .L15
	b       .L117
.L55:
	rldic   r3,r15,33,30
	ori     r3,r3,1
	std     r3,184(r1)
	bns     cr3,.L64
	b       .L82
.L56:
	ld      r19,192(r1)
	lwz     r3,216(r1)
	cmplw   r3,r18
	bne     .L58
.L57:
	mr      r3,r20
	std     r21,208(r1)
	stw     r20,216(r1)
.L58:
	lbz     r4,289(r1)
	andi.   r4,r4,1
	std     r21,224(r1)
	stw     r20,232(r1)
	stb     r14,289(r1)
	ble     .L59
	std     r21,208(r1)
	mr      r3,r20
	stw     r20,216(r1)
.L59:
	cmplwi  r24,7
	ble     .L60
	lbz     r4,292(r1)
	andi.   r4,r4,1
	bgt     .L92
	ld      r4,208(r1)
	clrldi  r5,r3,32
	addi    r3,r1,304
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	ld      r6,160(r1)
	clrldi  r4,r4,32
	mulld   r5,r3,r6
	mulhdu  r3,r3,r6
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r4,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L92
.L60:
	lbz     r3,298(r1)
	clrldi  r5,r27,32
	andi.   r3,r3,1
	crmove  4*cr2+so,gt
	addi    r3,r1,304
	mr      r4,r19
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	crorc   4*cr5+lt,4*cr2+so,4*cr2+eq
	bge     cr5,.L78
	ld      r6,160(r1)
	clrldi  r4,r4,32
	mulld   r5,r3,r6
	mulhdu  r3,r3,r6
	addc    r4,r5,r4
	addze   r3,r3
	bso     cr2,.L61
	cmpldi  r4,4000
	blt     .L62
	b       .L78
.L61:
	ori     r5,r14,50000
	cmpld   r4,r5
	bge     .L78
.L62:
	cmpdi   r3,0
	bne     .L78
	nop
	nop
.L63:
	bso     cr3,.L82
.L64:
	mr      r1,r1
	ld      r21,0(r28)
	lwz     r3,0(r26)
	srdi    r4,r21,4
	addi    r20,r3,1
	andi.   r19,r20,15
	stw     r20,0(r26)
	mcrf    cr1,cr0
	andi.   r4,r4,1
	mullw   r3,r20,r17
	crand   4*cr5+lt,gt,4*cr1+eq
	xor     r3,r3,r25
	ori     r3,r3,1
	stw     r3,276(r1)
	blt     cr5,.L90
.L65:
	andi.   r3,r21,17
	beq     .L67
	ld      r27,16(r28)
	cmpldi  r27,0
	beq     .L79
	bl      <hintlock::spin::policy::now_ns>
	nop
	subfc   r4,r27,r3
	li      r3,0
	addze.  r5,r3
	beq     .L66
	mr      r3,r4
.L66:
	ld      r4,168(r1)
	cmpld   cr1,r3,r4
	li      r3,0
	li      r4,1
	ble     cr1,.L68
	b       .L69
.L67:
	crclr   4*cr1+gt
	li      r3,0
	li      r4,1
.L68:
	li      r4,0
.L69:
	lbz     r5,297(r1)
	andi.   r5,r5,1
	stb     r4,288(r1)
	crmove  4*cr5+lt,gt
	andi.   r5,r21,1
	crand   4*cr5+lt,gt,4*cr5+lt
	crnand  4*cr5+lt,4*cr1+gt,4*cr5+lt
	blt     cr5,.L70
	li      r3,1
.L70:
	crandc  4*cr5+lt,4*cr1+gt,gt
	stb     r3,298(r1)
	bge     cr5,.L74
	srwi    r6,r22,6
	addi    r3,r1,184
	mr      r4,r28
	mr      r5,r30
	bl      <<hintlock::spin::policy::SpinPhase>::time_wait>
	nop
	lbz     r3,288(r1)
	srdi    r4,r21,4
	clrldi  r4,r4,63
	clrldi  r5,r3,63
	andi.   r3,r3,1
	std     r30,240(r1)
	and     r3,r4,r5
	stb     r3,299(r1)
	bgt     .L76
.L71:
	ld      r3,0(r29)
	cmpld   r3,r30
	bne     .L73
	lbz     r3,293(r1)
	li      r5,15
	andi.   r4,r3,1
	lwz     r4,8(r29)
	addi    r4,r4,1
	stw     r4,8(r29)
	bgt     .L72
	li      r5,3
.L72:
	and     r4,r4,r5
	cntlzw  r3,r3
	stb     r15,291(r1)
	cntlzw  r4,r4
	srwi    r3,r3,5
	srwi    r4,r4,5
	xori    r3,r3,1
	xori    r4,r4,1
	and     r3,r3,r4
	stb     r4,292(r1)
	stb     r3,294(r1)
.L73:
	rlwinm  r3,r22,0,27,27
	or.     r3,r19,r3
	bne     .L82
	b       .L77
.L74:
	srdi    r3,r21,4
	andi.   r3,r3,1
	crnand  4*cr5+lt,gt,4*cr1+gt
	li      r3,0
	blt     cr5,.L75
	li      r3,1
.L75:
	stb     r3,299(r1)
	std     r30,240(r1)
	ble     cr1,.L71
.L76:
	bl      <<std::time::Instant>::now>
	nop
	std     r3,192(r1)
	stw     r4,200(r1)
	std     r3,208(r1)
	stw     r4,216(r1)
	std     r3,224(r1)
	stw     r4,232(r1)
	rlwinm  r3,r22,0,27,27
	or.     r3,r19,r3
	bne     .L82
.L77:
	mr      r3,r28
	mr      r4,r21
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r20,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L80
	std     r28,248(r1)
	b       .L81
.L78:
	ld      r4,176(r1)
	clrldi  r6,r20,32
	ld      r3,0(r4)
	lwz     r4,8(r4)
	mr      r5,r21
	bl      <hintlock::spin::policy::may_yield>
	nop
	andi.   r3,r3,1
	ble     .L93
	stw     r15,184(r1)
	bns     cr3,.L64
	b       .L82
.L79:
	crset   4*cr1+gt
	li      r3,0
	li      r4,1
	b       .L69
.L80:
	bge     cr5,.L82
	nop
.L81:
	lwarx   r3,0,r30
	ori     r3,r3,16
	stwcx.  r3,0,r30
	bne-    .L81
.L82:
	lwz     r3,184(r1)
	cmplwi  r3,2
	beq     .L83
	cmplwi  r3,1
	bne     .L84
	bl      <std::thread::functions::yield_now>
	nop
	bl      <<std::time::Instant>::now>
	nop
	mr      r20,r4
	lwz     r4,232(r1)
	cmplw   r4,r18
	bne     .L87
	stb     r14,295(r1)
	b       .L85
	nop
.L83:
	li      r3,0
	li      r4,20000
	bl      <std::thread::functions::sleep>
	nop
	b       .L85
	nop
	nop
	nop
.L84:
	lwz     r3,276(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,276(r1)
.L85:
	ld      r3,248(r1)
	cmpldi  r3,0
	bne     .L89
.L86:
	lwz     r21,0(r30)
	crset   4*cr3+so
	b       .L15
.L87:
	mr      r21,r3
	ld      r3,224(r1)
	clrldi  r6,r20,32
	mr      r5,r21
	bl      <hintlock::spin::policy::ran_others>
	nop
	andi.   r3,r3,1
	li      r3,1
	bgt     .L88
	li      r3,0
.L88:
	stb     r3,295(r1)
	ble     .L85
	ld      r3,176(r1)
	std     r21,0(r3)
	stw     r20,8(r3)
	b       .L85
.L89:
	addi    r3,r1,184
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	b       .L86
.L90:
	bl      <hintlock::spin::policy::now_ns>
	nop
	ld      r4,8(r28)
	subfc   r4,r4,r3
	li      r3,0
	addze.  r5,r3
	beq     .L91
	mr      r3,r4
.L91:
	ld      r4,128(r1)
	cmpld   r3,r4
	blt     .L65
	rldicl  r3,r21,59,3
	rotldi  r21,r3,5
	std     r21,0(r28)
	b       .L65
.L92:
	lbz     r3,291(r1)
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+so,gt
	blt     cr5,.L93
	ld      r3,240(r1)
	std     r3,0(r29)
	stw     r14,8(r29)
.L93:
	bns     cr3,.L94
	mr      r2,r2
.L94:
	andi.   r3,r22,4
	cror    4*cr5+lt,eq,4*cr2+gt
	bge     cr5,.L104
	bge     cr2,.L97
	li      r3,-35
	and     r19,r22,r3
	srwi    r3,r22,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr3+eq,gt
	blt     cr5,.L101
.L95:
	crclr   4*cr2+eq
	beq     cr4,.L102
	ld      r3,120(r1)
	std     r3,304(r1)
	ld      r3,144(r1)
	stw     r3,312(r1)
	addi    r3,r1,304
	bl      <<std::time::Instant>::elapsed>
	nop
	mr      r20,r3
	mr      r21,r4
	srwi    r3,r22,6
	bl      <hintlock::spin::policy::fair_after>
	nop
	cmpld   r20,r3
	bne     .L96
	cmplw   r21,r4
.L96:
	crnot   4*cr2+eq,lt
	bne     cr2,.L102
	ori     r19,r19,8
	b       .L102
.L97:
	ble     cr3,.L98
	li      r3,-35
	and     r3,r22,r3
	b       .L100
.L98:
	andi.   r3,r22,34
	cmplwi  r3,2
	beq     .L99
	mr      r3,r22
	b       .L100
.L99:
	rlwinm  r3,r22,0,31,29
.L100:
	addi    r19,r3,64
	srwi    r3,r22,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr3+eq,gt
	bge     cr5,.L95
.L101:
	crmove  4*cr2+eq,4*cr3+eq
.L102:
	cmplw   r19,r22
	beq     .L106
.L103:
	lwarx   r21,0,r30
	cmplw   r21,r22
	bne-    .L105
	stwcx.  r19,0,r30
	crset   4*cr5+lt
	bne-    .L103
	bge     cr5,.L14
	b       .L106
.L104:
	clrldi  r4,r22,32
	mr      r3,r30
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wait_for_claim>
	andi.   r4,r4,1
	crmove  4*cr2+gt,gt
	mr      r21,r3
	b       .L14
.L105:
	b       .L14
.L106:
	andi.   r3,r19,4
	crclr   4*cr3+gt
	crset   4*cr2+lt
	crmove  4*cr3+eq,4*cr2+eq
	bne     .L11
	ld      r27,120(r1)
	ld      r24,144(r1)
	bne     cr4,.L107
	bl      <<std::time::Instant>::now>
	nop
	mr      r27,r3
	mr      r24,r4
.L107:
	li      r8,2
	beq     cr2,.L108
	li      r8,1
.L108:
	clrldi  r4,r19,32
	ld      r6,160(r1)
	mr      r3,r30
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	ld      r3,264(r1)
	cmpldi  r3,0
	beq     .L110
	addi    r4,r3,24
.L109:
	ldarx   r5,0,r4
	subf    r5,r15,r5
	stdcx.  r5,0,r4
	bne-    .L109
.L110:
	ld      r4,136(r1)
	cmpdi   r3,0
	li      r3,256
	crclr   4*cr3+gt
	std     r27,120(r1)
	crorc   4*cr3+lt,4*cr3+lt,eq
	stw     r14,184(r1)
	crset   4*cr2+lt
	stw     r18,200(r1)
	stw     r18,216(r1)
	stw     r18,232(r1)
	std     r14,0(r4)
	std     r14,8(r4)
	std     r14,16(r4)
	std     r14,24(r4)
	std     r14,32(r4)
	std     r14,40(r4)
	std     r14,48(r4)
	stb     r14,56(r4)
	sth     r3,297(r1)
	stb     r14,299(r1)
	lwz     r19,0(r30)
	beq     cr2,.L10
.L111:
	andi.   r3,r19,4
	mcrf    cr1,cr0
	srwi    r3,r19,2
	andi.   r3,r3,1
	bne     cr1,.L116
	andi.   r3,r19,34
	cmpwi   cr1,r3,2
	li      r3,32
	beq     cr1,.L112
	li      r3,0
.L112:
	addi    r4,r19,-64
	or      r3,r3,r4
.L113:
	lwarx   r4,0,r30
	cmplw   r4,r19
	bne-    .L114
	stwcx.  r3,0,r30
	crset   4*cr5+lt
	bne-    .L113
	crclr   4*cr2+lt
	mr      r19,r4
	bge     cr5,.L111
	b       .L115
.L114:
	crclr   4*cr2+lt
	mr      r19,r4
	b       .L111
.L115:
	crmove  4*cr3+gt,4*cr1+eq
	mr      r19,r3
	b       .L10
.L116:
	crmove  4*cr2+lt,gt
	b       .L10
.L117:
	ld      r3,264(r1)
	cmpdi   r3,0
	crorc   4*cr5+lt,4*cr3+lt,eq
	blt     cr5,.L122
.L118:
	bns     cr3,.L119
	mr      r2,r2
.L119:
	ld      r3,264(r1)
	cmpldi  r3,0
	beq     .L121
	addi    r3,r3,24
	li      r4,1
.L120:
	ldarx   r5,0,r3
	subf    r5,r4,r5
	stdcx.  r5,0,r3
	bne-    .L120
.L121:
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
.L122:
	mr      r3,r30
	li      r4,1
	bl      <hintlock::spin::policy::wait_ended>
	nop
	b       .L118
	b       .L123
	b       .L123
	b       .L123
	b       .L123
	b       .L123
	b       .L123
	b       .L123
	b       .L123
.L123:
	ld      r4,264(r1)
	cmpldi  r4,0
	beq     .L125
	addi    r4,r4,24
	li      r5,1
.L124:
	ldarx   r6,0,r4
	subf    r6,r5,r6
	stdcx.  r6,0,r4
	bne-    .L124
.L125:
	bl      <0000005d.plt_call._Unwind_Resume@@GCC_3.0>
	ld      r2,40(r1)

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wait_for_claim
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-208(r1)
	std     r0,224(r1)
	std     r29,184(r1)
	mr      r29,r3
	nop
	nop
	std     r30,192(r1)
	mr      r30,r4
	addi    r3,r13,-28624
	nop
	ld      r4,0(r3)
	cmpld   r4,r29
	li      r4,0
	std     r23,136(r1)
	std     r24,144(r1)
	std     r25,152(r1)
	std     r26,160(r1)
	std     r27,168(r1)
	std     r28,176(r1)
	std     r4,0(r3)
	beq     .L0
	lis     r3,15
	ori     r25,r3,16960
	andi.   r3,r30,4
	crclr   4*cr2+lt
	mr      r1,r1
	bne     .L1
	b       .L6
.L0:
	lis     r3,1525
	ori     r25,r3,57600
	andi.   r3,r30,4
	crclr   4*cr2+lt
	mr      r1,r1
	beq     .L6
.L1:
	lis     r3,15258
	li      r23,0
	ori     r24,r3,51712
	addi    r28,r1,120
	mr      r26,r24
	b       .L3
	nop
.L2:
	addi    r23,r23,1
	lwz     r30,0(r29)
	andi.   r3,r30,4
	beq     .L6
.L3:
	cmplwi  r23,4
	blt     .L2
	cmplw   r26,r24
	bne     .L4
	bl      <<std::time::Instant>::now>
	nop
	mr      r27,r3
	mr      r26,r4
	b       .L5
	nop
	nop
	nop
.L4:
	mr      r3,r28
	std     r27,120(r1)
	stw     r26,128(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	bne     .L8
	cmplw   r4,r25
	bge     .L8
.L5:
	bl      <std::thread::functions::yield_now>
	nop
	lwz     r30,0(r29)
	andi.   r3,r30,4
	bne     .L3
.L6:
	li      r4,1
	mr      r2,r2
	blt     cr2,.L7
	li      r4,0
.L7:
	mr      r3,r30
	ld      r30,192(r1)
	ld      r29,184(r1)
	ld      r28,176(r1)
	ld      r27,168(r1)
	ld      r26,160(r1)
	ld      r25,152(r1)
	ld      r24,144(r1)
	ld      r23,136(r1)
	addi    r1,r1,208
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	blr
.L8:
	li      r4,1
	mr      r2,r2
	b       .L7
