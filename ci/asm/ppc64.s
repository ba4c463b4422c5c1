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
	std     r28,432(r1)
	ori     r3,r3,51712
	ori     r4,r4,31161
	stw     r3,184(r1)
	stw     r3,200(r1)
	stw     r3,216(r1)
	rldic   r3,r4,32,0
	oris    r3,r3,32586
	ori     r28,r3,31765
	nop
	nop
	std     r29,440(r1)
	li      r29,0
	addi    r3,r13,-28584
	nop
	mulld   r28,r30,r28
	ld      r4,0(r3)
	std     r29,0(r3)
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
	std     r29,256(r1)
	stw     r29,168(r1)
	stw     r29,264(r1)
	std     r29,224(r1)
	std     r29,232(r1)
	std     r29,240(r1)
	stw     r29,275(r1)
	sth     r29,279(r1)
	std     r29,268(r1)
	std     r29,248(r1)
	stb     r3,277(r1)
	lwz     r21,0(r30)
	bge     cr2,.L2
	cmplwi  cr1,r21,31
	crclr   eq
	bgt     cr1,.L0
	nop
	rotldi  r4,r28,6
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
	ld      r27,8(r3)
	crorc   4*cr5+lt,4*cr3+eq,eq
	std     r29,0(r3)
	std     r29,8(r3)
	blt     cr5,.L10
	addi    r4,r1,304
	li      r3,1
	bl      <00000095.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L127
	addi    r4,r1,304
	li      r3,1
	ld      r26,304(r1)
	ld      r29,312(r1)
	bl      <00000095.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L128
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
	sradi   r3,r29,63
	andc    r3,r29,r3
	add     r3,r4,r3
	sradi   r4,r6,63
	andc    r4,r6,r4
	add     r4,r5,r4
	subfc   r5,r3,r4
	li      r4,0
	addze.  r6,r4
	beq     .L3
	mr      r4,r5
.L3:
	nop
	addi    r5,r2,-32496
	ld      r6,0(r5)
	cmpld   r4,r6
	bge     .L5
.L4:
	ldarx   r6,0,r5
	cmpld   r6,r4
	blt     .L5
	stdcx.  r4,0,r5
	bne-    .L4
.L5:
	subfc   r7,r27,r3
	li      r6,0
	addze.  r4,r6
	li      r4,0
	bne     .L124
	ld      r5,0(r5)
	subfc   r7,r5,r4
	addze.  r8,r6
	bne     .L125
.L6:
	cmpdi   r5,-1
	beq     .L8
.L7:
	mr      r4,r6
.L8:
	nop
	rotldi  r5,r28,6
	cmpldi  r4,60
	addi    r6,r2,-29888
	rldic   r5,r5,6,52
	add     r4,r6,r5
	ldx     r5,r6,r5
	li      r6,1
	blt     .L9
	andi.   r6,r5,2
	li      r6,2
	bne     .L9
	clrldi  r6,r5,63
	ori     r6,r6,2
.L9:
	andi.   r5,r5,28
	rldimi  r5,r6,0,62
	rldimi  r5,r3,5,0
	std     r5,0(r4)
.L10:
	andi.   r3,r21,1
	crandc  4*cr5+lt,gt,4*cr2+lt
	bge     cr5,.L12
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	ble     .L12
	nop
	rotldi  r4,r28,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
	ldx     r3,r3,r4
	andi.   r3,r3,17
	bne     .L12
	li      r3,0
	mr      r1,r1
	nop
	nop
	nop
	nop
	nop
.L11:
	lwz     r21,0(r30)
	cmplwi  cr1,r3,2
	addi    r3,r3,1
	andi.   r4,r21,1
	crand   4*cr5+lt,gt,4*cr1+lt
	blt     cr5,.L11
	mr      r2,r2
.L12:
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
	rotldi  r4,r28,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
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
.L13:
	cmpw    cr3,r22,r18
.L14:
	li      r16,-25
	beq     cr2,.L15
	li      r16,-17
.L15:
	li      r31,-31
	beq     cr2,.L16
	li      r31,-23
.L16:
	and     r17,r16,r8
	mr      r20,r21
	crclr   4*cr3+lt
.L17:
	bne     cr2,.L38
.L18:
	andi.   r3,r20,1
	bgt     .L31
	bge     cr4,.L25
	nop
	nop
	nop
	nop
	nop
	nop
.L19:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L20
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L20:
	addi    r3,r20,-31
	and     r3,r3,r17
.L21:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L22
	stwcx.  r3,0,r30
	bne-    .L21
	isync
.L22:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L24
.L23:
	cmpw    r19,r20
	beq     .L119
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L19
	b       .L32
.L24:
	mr      r3,r25
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L23
	nop
.L25:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L26
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L26:
	ori     r3,r20,1
	and     r3,r3,r16
.L27:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L28
	stwcx.  r3,0,r30
	bne-    .L27
	isync
.L28:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L30
.L29:
	cmpw    r19,r20
	beq     .L119
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L25
	b       .L32
.L30:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L29
	nop
.L31:
	mr      r19,r20
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	blt     cr5,.L35
	b       .L58
	nop
	nop
.L32:
	cmplwi  cr1,r19,31
	crclr   eq
	bgt     cr1,.L33
	ld      r3,0(r28)
	andi.   r3,r3,17
.L33:
	li      r3,1
	stb     r15,274(r1)
	beq     .L34
	li      r3,0
.L34:
	stb     r3,280(r1)
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L58
.L35:
	rlwinm  r3,r19,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r31
.L36:
	lwarx   r20,0,r30,1
	cmpw    r20,r19
	bne-    .L37
	stwcx.  r3,0,r30
	bne-    .L36
	isync
.L37:
	cmplw   r20,r19
	bne     .L18
	b       .L119
	nop
.L38:
	andi.   r3,r20,1
	bgt     .L51
	bge     cr4,.L45
	nop
.L39:
	andi.   r3,r20,8
	bne     .L51
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L40
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L40:
	addi    r3,r20,-31
	and     r3,r3,r17
.L41:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L42
	stwcx.  r3,0,r30
	bne-    .L41
	isync
.L42:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L44
.L43:
	cmpw    r19,r20
	beq     .L119
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L39
	b       .L55
.L44:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L43
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L45:
	andi.   r3,r20,8
	bne     .L51
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L46
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L46:
	ori     r3,r20,1
	and     r3,r3,r16
.L47:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L48
	stwcx.  r3,0,r30
	bne-    .L47
	isync
.L48:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L50
.L49:
	cmpw    r19,r20
	beq     .L119
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L45
	b       .L55
.L50:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L49
	nop
	nop
	nop
.L51:
	mr      r19,r20
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L58
.L52:
	rlwinm  r3,r19,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r31
.L53:
	lwarx   r20,0,r30,1
	cmpw    r20,r19
	bne-    .L54
	stwcx.  r3,0,r30
	bne-    .L53
	isync
.L54:
	cmplw   r20,r19
	bne     .L38
	b       .L119
.L55:
	cmplwi  cr1,r19,31
	crclr   eq
	bgt     cr1,.L56
	ld      r3,0(r28)
	andi.   r3,r3,17
.L56:
	li      r3,1
	stb     r15,274(r1)
	beq     .L57
	li      r3,0
.L57:
	stb     r3,280(r1)
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	blt     cr5,.L52
.L58:
	lwz     r27,256(r1)
	cmplwi  r27,0
	bne     .L59
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	ble     .L98
.L59:
	lwz     r3,264(r1)
	addi    r4,r3,1
	addi    r3,r27,1
	stw     r3,256(r1)
	cmplwi  r4,0
	li      r27,-1
	beq     .L60
	mr      r27,r4
.L60:
	lbz     r4,278(r1)
	andi.   r4,r4,1
	stw     r27,264(r1)
	bgt     .L98
	lwz     r4,168(r1)
	cmplwi  r4,0
	beq     .L61
	cmplwi  r4,1
	bne     .L62
	lbz     r3,279(r1)
	andi.   r3,r3,1
	bgt     .L98
	lbz     r4,280(r1)
	lwz     r3,268(r1)
	andi.   r4,r4,1
	cmplwi  cr1,r3,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L63
	addi    r3,r3,1
	stb     r14,274(r1)
	stb     r14,280(r1)
	stw     r18,184(r1)
	stw     r18,200(r1)
	stw     r3,268(r1)
	stw     r14,168(r1)
	b       .L71
.L61:
	lbz     r4,274(r1)
	lbz     r5,272(r1)
	andi.   r4,r4,1
	crmove  4*cr2+gt,gt
	andi.   r4,r5,1
	crmove  4*cr2+lt,gt
	cror    4*cr5+lt,4*cr2+gt,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L71
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,184(r1)
	mr      r20,r3
	mr      r21,r4
	cmplw   r5,r18
	std     r3,288(r1)
	stw     r21,296(r1)
	bne     .L64
	mr      r5,r21
	mr      r4,r20
	std     r20,176(r1)
	stw     r21,184(r1)
	b       .L65
.L62:
	lwz     r3,172(r1)
	cmplwi  r3,3
	bge     .L98
	li      r4,2
	addi    r3,r3,1
	stw     r4,168(r1)
	stw     r3,172(r1)
	b       .L71
.L63:
	rldic   r3,r15,33,30
	ori     r3,r3,1
	std     r3,168(r1)
	b       .L71
.L64:
	ld      r4,176(r1)
.L65:
	lwz     r3,200(r1)
	cmplw   r3,r18
	bne     .L66
	mr      r3,r21
	std     r20,192(r1)
	stw     r21,200(r1)
.L66:
	lbz     r6,273(r1)
	andi.   r6,r6,1
	std     r20,208(r1)
	stw     r21,216(r1)
	stb     r14,273(r1)
	ble     .L67
	std     r20,192(r1)
	mr      r3,r21
	stw     r21,200(r1)
.L67:
	cmplwi  r27,7
	ble     .L68
	lbz     r6,276(r1)
	andi.   r6,r6,1
	bgt     .L97
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
	bge     cr5,.L97
.L68:
	bgt     cr2,.L69
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
	blt     cr5,.L71
.L69:
	ld      r3,160(r1)
	lwz     r5,8(r3)
	ld      r4,0(r3)
	cmplw   r5,r18
	std     r20,304(r1)
	stw     r21,312(r1)
	beq     .L70
	addi    r3,r1,304
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	cmpldi  r3,0
	bne     .L70
	srwi    r3,r4,4
	cmplwi  r3,9375
	blt     .L98
.L70:
	stw     r15,168(r1)
.L71:
	blt     cr3,.L89
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
	blt     cr5,.L111
.L72:
	andi.   r3,r21,17
	beq     .L80
	ld      r27,16(r28)
	cmpldi  r27,0
	beq     .L74
	bl      <hintlock::spin::policy::now_ns>
	nop
	subfc   r4,r27,r3
	li      r3,0
	addze.  r5,r3
	bne     .L75
	ld      r4,152(r1)
	cmpld   cr1,r3,r4
	li      r3,1
	ble     cr1,.L76
.L73:
	andi.   r4,r21,1
	stb     r3,272(r1)
	crandc  4*cr5+lt,4*cr1+gt,gt
	blt     cr5,.L77
	b       .L83
.L74:
	andi.   r3,r21,1
	stb     r15,272(r1)
	ble     .L77
	std     r30,224(r1)
	b       .L85
.L75:
	mr      r3,r4
	ld      r4,152(r1)
	cmpld   cr1,r3,r4
	li      r3,1
	bgt     cr1,.L73
.L76:
	li      r3,0
	andi.   r4,r21,1
	stb     r3,272(r1)
	crandc  4*cr5+lt,4*cr1+gt,gt
	bge     cr5,.L83
.L77:
	srwi    r3,r19,5
.L78:
	li      r6,24
	ldarx   r4,r28,r6
	addi    r5,r4,1
	stdcx.  r5,r28,r6
	bne-    .L78
	addi    r4,r4,1
	std     r28,248(r1)
	addc    r3,r4,r3
	addze.  r4,r14
	li      r4,-1
	bne     .L79
	mr      r4,r3
.L79:
	mr      r3,r30
	bl      <hintlock::spin::policy::loser_starts_waiting>
	nop
	andi.   r3,r3,1
	ble     .L84
.L80:
	stb     r14,272(r1)
	std     r30,224(r1)
.L81:
	ld      r3,0(r29)
	cmpld   r3,r30
	bne     .L86
	lbz     r3,277(r1)
	li      r5,15
	andi.   r4,r3,1
	lwz     r4,8(r29)
	addi    r4,r4,1
	stw     r4,8(r29)
	bgt     .L82
	li      r5,3
.L82:
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
	b       .L86
.L83:
	std     r30,224(r1)
	ble     cr1,.L81
	b       .L85
.L84:
	lbz     r3,272(r1)
	andi.   r3,r3,1
	std     r30,224(r1)
	ble     .L81
.L85:
	bl      <<std::time::Instant>::now>
	nop
	std     r3,176(r1)
	stw     r4,184(r1)
	std     r3,192(r1)
	stw     r4,200(r1)
	std     r3,208(r1)
	stw     r4,216(r1)
.L86:
	lwz     r4,120(r1)
	rlwinm  r3,r19,0,27,27
	or.     r3,r4,r3
	bne     .L89
	mr      r3,r28
	mr      r4,r21
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r20,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L87
	std     r28,232(r1)
	b       .L88
.L87:
	bge     cr5,.L89
.L88:
	lwarx   r3,0,r30
	ori     r3,r3,16
	stwcx.  r3,0,r30
	bne-    .L88
.L89:
	lwz     r3,168(r1)
	cmplwi  r3,0
	beq     .L90
	cmplwi  r3,2
	bne     .L91
	li      r3,0
	li      r4,20000
	bl      <std::thread::functions::sleep>
	nop
	b       .L95
.L90:
	lwz     r3,260(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,260(r1)
	b       .L95
.L91:
	bl      <std::thread::functions::yield_now>
	nop
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,216(r1)
	cmplw   r5,r18
	bne     .L92
	stb     r14,279(r1)
	b       .L95
.L92:
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
	blt     cr6,.L93
	crand   4*cr5+lt,4*cr1+eq,4*cr5+gt
	bge     cr5,.L94
.L93:
	li      r4,1
.L94:
	cmpldi  cr1,r3,1000
	stb     r4,279(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L95
	ld      r3,160(r1)
	std     r21,0(r3)
	stw     r20,8(r3)
.L95:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L110
.L96:
	lwz     r20,0(r30)
	crset   4*cr3+lt
	b       .L17
.L97:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+lt,gt
	blt     cr5,.L98
	ld      r3,224(r1)
	std     r3,0(r29)
	stw     r14,8(r29)
.L98:
	bge     cr3,.L99
	mr      r2,r2
.L99:
	rlwinm  r21,r19,0,31,29
	blt     cr4,.L100
	addi    r21,r21,32
.L100:
	srwi    r3,r19,3
	crclr   4*cr5+lt
	andi.   r3,r3,1
	cror    4*cr5+gt,4*cr2+eq,gt
	bgt     cr5,.L105
	beq     cr3,.L105
	ld      r3,112(r1)
	std     r3,304(r1)
	stw     r22,312(r1)
	addi    r3,r1,304
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L101
	ori     r21,r21,8
	crset   4*cr5+lt
	b       .L105
.L101:
	srwi    r3,r19,5
	cmplwi  r3,8
	mr      r5,r3
	bge     .L108
	cmplwi  r3,0
	lwz     r3,148(r1)
	bne     .L109
.L102:
	cmplw   r4,r3
	blt     .L104
.L103:
	ori     r21,r21,8
.L104:
	crnot   4*cr5+lt,lt
.L105:
	cmplw   r21,r19
	beq     .L114
.L106:
	lwarx   r20,0,r30
	cmplw   r20,r19
	bne-    .L113
	stwcx.  r21,0,r30
	crset   4*cr5+gt
	bne-    .L106
	bgt     cr5,.L114
.L107:
	crclr   4*cr3+lt
	b       .L17
.L108:
	li      r5,8
	cmplwi  r3,0
	lwz     r3,148(r1)
	beq     .L102
.L109:
	mulli   r3,r5,15625
	slwi    r3,r3,5
	cmplw   r4,r3
	bge     .L103
	b       .L104
.L110:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	b       .L96
.L111:
	bl      <hintlock::spin::policy::now_ns>
	nop
	ld      r4,8(r28)
	subfc   r4,r4,r3
	li      r3,0
	addze.  r5,r3
	beq     .L112
	mr      r3,r4
.L112:
	ld      r4,128(r1)
	cmpld   r3,r4
	blt     .L72
	rldicl  r3,r21,59,3
	rotldi  r21,r3,5
	std     r21,0(r28)
	b       .L72
.L113:
	b       .L107
.L114:
	andi.   r3,r21,4
	cror    4*cr2+eq,4*cr2+eq,4*cr5+lt
	li      r8,-19
	crset   4*cr4+lt
	bne     .L14
	bne     cr3,.L115
	bl      <<std::time::Instant>::now>
	nop
	std     r3,112(r1)
	mr      r22,r4
.L115:
	li      r8,2
	beq     cr2,.L116
	li      r8,1
.L116:
	clrldi  r4,r21,32
	mr      r3,r30
	mr      r6,r24
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	ld      r3,248(r1)
	cmpldi  r3,0
	beq     .L118
	addi    r4,r3,24
.L117:
	ldarx   r5,0,r4
	subf    r5,r15,r5
	stdcx.  r5,0,r4
	bne-    .L117
.L118:
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
	b       .L13
.L119:
	ld      r3,248(r1)
	cmpdi   r3,0
	crorc   4*cr5+lt,4*cr2+so,eq
	blt     cr5,.L126
.L120:
	bge     cr3,.L121
	mr      r2,r2
.L121:
	ld      r3,248(r1)
	cmpldi  r3,0
	beq     .L123
	addi    r3,r3,24
	li      r4,1
.L122:
	ldarx   r5,0,r3
	subf    r5,r4,r5
	stdcx.  r5,0,r3
	bne-    .L122
.L123:
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
.L124:
	mr      r4,r7
	ld      r5,0(r5)
	subfc   r7,r5,r4
	addze.  r8,r6
	beq     .L6
.L125:
	mr      r6,r7
	cmpdi   r5,-1
	bne     .L7
	b       .L8
.L126:
	mr      r3,r30
	li      r4,1
	bl      <hintlock::spin::policy::wait_ended>
	nop
	b       .L120
.L127:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error>
	nop
	b       .L129
.L128:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error>
	nop
.L129:
	stw     r3,288(r1)
	addi    r5,r1,288
	addis   r3,r2,-5
	addis   r4,r2,-2
	addis   r7,r2,-2
	addi    r3,r3,30383
	addi    r6,r4,18928
	addi    r7,r7,18960
	li      r4,43
	bl      <core::result::unwrap_failed>
	nop
	trap
	b       .L130
	b       .L130
	b       .L130
	b       .L130
	b       .L130
	b       .L130
	b       .L130
.L130:
	ld      r4,248(r1)
	cmpldi  r4,0
	beq     .L132
	addi    r4,r4,24
	li      r5,1
.L131:
	ldarx   r6,0,r4
	subf    r6,r5,r6
	stdcx.  r6,0,r4
	bne-    .L131
.L132:
	bl      <00000095.plt_call._Unwind_Resume@@GCC_3.0>
	ld      r2,40(r1)
